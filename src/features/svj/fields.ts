/** What each tab of the housing-association area will show once connected (spec 001 §2). */
export const SVJ_TABS = [
  { id: 'general', fields: ['name', 'companyId', 'address', 'contacts', 'committee'] },
  { id: 'bank', fields: ['accountNumber', 'bank', 'iban', 'payments', 'repairFund'] },
  { id: 'dataBox', fields: ['dataBoxId', 'received', 'sent', 'receipts'] },
] as const;
