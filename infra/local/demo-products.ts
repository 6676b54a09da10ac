import { DECCAN, HARYANA, MAHALAXMI, PUNE_PHARMA, type SupplierName } from './demo-parties';

/** Where a product sits in the catalogue's categories and inventory groups. */
export const CATEGORIES = [
  ['Tablets', 'Strips and blister packs'],
  ['Syrups', 'Bottles of oral liquids'],
  ['Drops and Ointments', 'Eye and ear drops, gels and ointments'],
  ['Injections', 'Vials and ampoules'],
  ['Surgical', 'Dressings, gloves, syringes and instruments'],
  ['Personal Care', 'Hygiene and first-aid basics'],
  ['Supplements', 'Vitamins and nutrition'],
] as const;
export const GROUPS = [
  ['Medicines', 'Prescription and over-the-counter drugs'],
  ['Surgical', 'Consumables and instruments for clinics and hospitals'],
  ['FMCG', 'Fast-moving consumer goods'],
] as const;

type Category = (typeof CATEGORIES)[number][0];
type Group = (typeof GROUPS)[number][0];

export interface DemoProduct {
  name: string;
  unit: string;
  category: Category;
  group: Group;
  hsn: string;
  /** GST rate, percent. */
  gst: number;
  /** Rupees a unit: what distributors charge, and the shop's price before trade discounts. */
  cost: number;
  price: number;
  lowStockAlert: number;
  /** Stock kept on the shelf: the opening stock, and what every delivery tops it up to. */
  level: number;
  /** What a chemist orders at a time. */
  lot: number;
  /** How often it is sold, against the others. */
  popularity: number;
  /** Who delivers it; null: stock held since last year that nobody reorders. */
  supplier: SupplierName | null;
}

type Row = [
  name: string,
  hsn: string,
  cost: number,
  price: number,
  alert: number,
  level: number,
  lot: number,
  popularity: number,
  supplier: SupplierName | null,
];

/** The rows of one shelf: products of one unit, category, group and GST rate. */
const shelf = (unit: string, category: Category, group: Group, gst: number, rows: Row[]): DemoProduct[] =>
  rows.map(([name, hsn, cost, price, lowStockAlert, level, lot, popularity, supplier]) => ({
    name,
    unit,
    category,
    group,
    hsn,
    gst,
    cost,
    price,
    lowStockAlert,
    level,
    lot,
    popularity,
    supplier,
  }));

/**
 * A Pune chemist-and-distributor's shelf: medicines, dressings, gloves and instruments at 12% (masks
 * 5%), sanitizers, thermometers and supplements at 18%. A row: name, HSN, cost, price, low-stock
 * alert, shelf level, a chemist's lot, popularity, distributor.
 */
export const PRODUCTS: DemoProduct[] = [
  ...shelf('TBS', 'Tablets', 'Medicines', 12, [
    ['Paracetamol 500 mg (strip of 10)', '30049099', 11.5, 15, 100, 900, 50, 10, PUNE_PHARMA],
    ['Azithromycin 500 mg (strip of 3)', '30042019', 62, 79, 40, 240, 10, 5, HARYANA],
    ['Cetirizine 10 mg (strip of 10)', '30049099', 9, 12, 30, 160, 20, 4, PUNE_PHARMA],
    ['Pantoprazole 40 mg (strip of 15)', '30049099', 68, 90, 30, 240, 10, 5, PUNE_PHARMA],
    ['Metformin 500 mg (strip of 20)', '30049099', 24, 32, 40, 320, 20, 6, PUNE_PHARMA],
    ['Amlodipine 5 mg (strip of 15)', '30049099', 21, 28, 30, 240, 15, 5, PUNE_PHARMA],
    ['Atorvastatin 10 mg (strip of 15)', '30049099', 72, 96, 25, 200, 10, 4, PUNE_PHARMA],
    ['Montelukast 10 mg (strip of 10)', '30049099', 95, 125, 20, 120, 10, 3, PUNE_PHARMA],
    ['Ibuprofen 400 mg (strip of 15)', '30049099', 14, 19, 40, 360, 25, 6, PUNE_PHARMA],
    ['Ondansetron 4 mg (strip of 10)', '30049099', 28, 38, 25, 150, 10, 3, PUNE_PHARMA],
  ]),
  ...shelf('CPS', 'Tablets', 'Medicines', 12, [
    ['Amoxicillin 500 mg (strip of 10)', '30041090', 58, 75, 40, 280, 15, 5, HARYANA],
  ]),
  ...shelf('BTL', 'Syrups', 'Medicines', 12, [
    ['Cough Syrup 100 ml', '30049011', 72, 95, 12, 120, 12, 6, PUNE_PHARMA],
    ['Paracetamol Suspension 60 ml', '30049099', 26, 35, 15, 120, 12, 5, PUNE_PHARMA],
    ['Antacid Gel 200 ml', '30049099', 88, 115, 10, 72, 6, 3, DECCAN],
    ['Vitamin B-Complex Syrup 200 ml', '30045090', 64, 85, 6, 48, 4, 1, null],
  ]),
  ...shelf('PAC', 'Syrups', 'Medicines', 12, [['ORS Powder 21 g', '30049099', 17, 22, 50, 400, 30, 6, DECCAN]]),
  ...shelf('BTL', 'Drops and Ointments', 'Medicines', 12, [
    ['Ofloxacin Eye Drops 5 ml', '30042019', 14, 19, 10, 40, 5, 1, null],
  ]),
  ...shelf('TUB', 'Drops and Ointments', 'Medicines', 12, [
    ['Mupirocin Ointment 5 g', '30049099', 78, 102, 8, 30, 3, 1, null],
    ['Diclofenac Gel 30 g', '30049099', 58, 76, 10, 80, 6, 3, PUNE_PHARMA],
  ]),
  ...shelf('NOS', 'Injections', 'Medicines', 12, [
    ['Ceftriaxone 1 g Injection (vial)', '30042019', 38, 52, 30, 200, 20, 3, HARYANA],
  ]),
  ...shelf('ROL', 'Surgical', 'Surgical', 12, [
    ['Cotton Roll 500 g', '30059010', 135, 175, 10, 60, 5, 3, MAHALAXMI],
    ['Crepe Bandage 10 cm', '30059090', 62, 85, 20, 120, 10, 4, MAHALAXMI],
    ['Adhesive Plaster 2.5 cm x 5 m', '30051090', 32, 45, 20, 120, 10, 3, MAHALAXMI],
  ]),
  ...shelf('PAC', 'Surgical', 'Surgical', 12, [
    ['Sterile Gauze Swabs (pack of 100)', '30059040', 120, 160, 15, 80, 5, 3, MAHALAXMI],
    ['Disposable Syringe 5 ml (pack of 100)', '90183100', 380, 490, 8, 40, 2, 2, MAHALAXMI],
    ['Insulin Syringe 1 ml (pack of 10)', '90183100', 55, 72, 20, 100, 10, 2, MAHALAXMI],
  ]),
  ...shelf('BOX', 'Surgical', 'Surgical', 12, [
    ['Nitrile Examination Gloves (box of 100)', '40151900', 420, 540, 10, 50, 3, 3, MAHALAXMI],
  ]),
  ...shelf('PRS', 'Surgical', 'Surgical', 12, [
    ['Surgical Gloves 7.0 (pair)', '40151100', 28, 38, 50, 300, 25, 3, MAHALAXMI],
  ]),
  ...shelf('NOS', 'Surgical', 'Surgical', 12, [
    ['IV Cannula 20G', '90183930', 22, 32, 50, 250, 20, 2, MAHALAXMI],
    ['Pulse Oximeter', '90189099', 640, 850, 4, 12, 1, 1, DECCAN],
  ]),
  ...shelf('NOS', 'Surgical', 'Surgical', 18, [['Digital Thermometer', '90251990', 110, 160, 10, 40, 3, 2, DECCAN]]),
  ...shelf('BOX', 'Surgical', 'Surgical', 5, [
    ['Face Mask 3-ply (box of 50)', '63079090', 60, 85, 15, 100, 6, 3, MAHALAXMI],
  ]),
  ...shelf('BTL', 'Personal Care', 'FMCG', 18, [
    ['Hand Sanitizer 500 ml', '38089400', 145, 190, 10, 60, 6, 4, DECCAN],
    ['Hand Sanitizer 100 ml', '38089400', 38, 50, 24, 150, 12, 4, DECCAN],
    ['Surface Disinfectant 1 L', '38089400', 165, 215, 6, 36, 3, 2, DECCAN],
  ]),
  ...shelf('BTL', 'Supplements', 'FMCG', 18, [
    ['Multivitamin Tablets (bottle of 60)', '21069099', 210, 280, 10, 48, 4, 3, DECCAN],
  ]),
  ...shelf('TBS', 'Supplements', 'FMCG', 18, [
    ['Vitamin C Chewable 500 mg (strip of 15)', '21069099', 18, 25, 30, 200, 15, 4, DECCAN],
    ['Calcium + Vitamin D3 (strip of 15)', '21069099', 55, 75, 20, 150, 10, 4, DECCAN],
  ]),
  ...shelf('BOX', 'Supplements', 'FMCG', 18, [['Whey Protein 1 kg', '21061000', 1450, 1899, 3, 12, 1, 1, DECCAN]]),
];

/** Barcodes printed on the packs of a few products (the scanner finds them). */
export const BARCODES: Record<string, string> = {
  'Paracetamol 500 mg (strip of 10)': '8901030865278',
  'Cough Syrup 100 ml': '8901234000017',
  'Hand Sanitizer 500 ml': '8906000111222',
};
