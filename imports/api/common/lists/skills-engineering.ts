// Skill data: embedded systems and the engineering disciplines. Values are stable slugs stored
// in documents, so never rename one. A proper name is a [value, label] pair; a descriptive skill
// is its value alone, its label a message (list-item.ts, ListEntry).

export const EMBEDDED_SYSTEMS_SKILLS = [
  ['embedded-c', 'Embedded C'], ['embedded-cpp', 'Embedded C++'], ['autosar-classic', 'AUTOSAR Classic'], ['autosar-adaptive', 'AUTOSAR Adaptive'],
  ['misra', 'MISRA C/C++'], ['rtos', 'RTOS (FreeRTOS, Zephyr)'], ['embedded-linux', 'Embedded Linux'], ['yocto', 'Yocto'],
  ['arm-cortex', 'ARM Cortex-M'], 'microcontrollers', ['can-bus', 'CAN / CAN FD'], ['lin-flexray', 'LIN / FlexRay'],
  ['automotive-ethernet', 'Automotive Ethernet'], 'uds-diagnostics', 'vector-tools', 'iso-26262',
  ['aspice', 'Automotive SPICE'], 'hil-testing', ['matlab-simulink', 'MATLAB / Simulink'], ['targetlink', 'dSPACE TargetLink'],
  ['fpga', 'FPGA'], ['vhdl-verilog', 'VHDL / Verilog'], 'firmware', ['bootloaders', 'Bootloaders'],
  ['adas', 'ADAS'], ['iot', 'IoT'], ['bluetooth-low-energy', 'Bluetooth Low Energy'], 'device-drivers',
] as const;

export const MECHANICAL_ENGINEERING_SKILLS = [
  ['catia', 'CATIA V5 / 3DEXPERIENCE'], ['siemens-nx', 'Siemens NX'], ['solidworks', 'SolidWorks'], ['creo', 'PTC Creo'],
  ['autodesk-inventor', 'Autodesk Inventor'], ['autocad', 'AutoCAD'], 'fea', ['ansys', 'ANSYS'],
  ['abaqus', 'Abaqus'], 'cfd', ['gd-t', 'GD&T'], 'tolerance-analysis',
  ['plm', 'PLM (Teamcenter, Windchill)'], ['teamcenter', 'Siemens Teamcenter'], 'design-for-manufacturing', 'sheet-metal-design',
  'plastic-part-design', 'tool-design', ['hvac', 'HVAC'], 'thermal-analysis',
  'vehicle-body-design', 'powertrain', 'e-mobility', 'hydraulics-pneumatics',
] as const;

export const ELECTRICAL_ENGINEERING_SKILLS = [
  'circuit-design', 'pcb-design', ['altium', 'Altium Designer'], ['eplan', 'EPLAN Electric P8'],
  'power-electronics', 'analog-design', 'emc', 'high-voltage',
  'wiring-harness', 'spice-simulation', 'electrical-installation', 'power-systems',
  'renewable-energy', 'rf-engineering', 'signal-processing', 'test-equipment',
] as const;

export const AUTOMATION_ROBOTICS_SKILLS = [
  'plc-programming', ['siemens-tia-portal', 'Siemens TIA Portal'], ['step7', 'Siemens STEP 7'], ['rockwell', 'Rockwell / Allen-Bradley'],
  ['codesys', 'CODESYS'], ['beckhoff-twincat', 'Beckhoff TwinCAT'], ['iec-61131', 'IEC 61131-3'], ['scada', 'SCADA'],
  ['wincc', 'WinCC'], 'hmi-programming', ['profinet-profibus', 'PROFINET / PROFIBUS'], ['opc-ua', 'OPC UA'],
  'industrial-robotics', 'kuka', 'abb-robotics', 'fanuc',
  'commissioning', 'motion-control', 'machine-vision', ['mes', 'MES'],
  'dcs', 'functional-safety-machinery', ['ros', 'ROS'], 'virtual-commissioning',
] as const;

export const MANUFACTURING_QUALITY_SKILLS = [
  'quality-management', ['iso-9001', 'ISO 9001'], ['iatf-16949', 'IATF 16949'], ['apqp-ppap', 'APQP / PPAP'],
  ['fmea', 'FMEA'], '8d', ['six-sigma', 'Six Sigma'], 'lean-manufacturing',
  'spc', 'msa', 'cmm', 'supplier-quality',
  'process-engineering', 'industrial-engineering', 'cnc', 'welding-engineering',
  'injection-moulding', 'production-planning', ['gmp', 'GMP'], 'validation-csv',
  'medical-device-regulation', ['iso-14001', 'ISO 14001'], ['vda-6-3', 'VDA 6.3'], 'root-cause-analysis',
] as const;

export const CIVIL_ENGINEERING_SKILLS = [
  'structural-engineering', ['bim', 'BIM'], ['revit', 'Autodesk Revit'], ['tekla', 'Tekla Structures'],
  ['allplan', 'Allplan'], ['eurocodes', 'Eurocodes'], 'construction-management', 'site-supervision',
  'geotechnics', 'road-engineering', 'railway-engineering', 'tunnelling',
  'building-services', 'cost-estimation', 'surveying', ['gis', 'GIS'],
] as const;
