// Skill data: embedded systems and the engineering disciplines. [value, label] pairs; values
// are stable slugs stored in documents, so never rename a value, only its label.

export const EMBEDDED_SYSTEMS_SKILLS = [
  ['embedded-c', 'Embedded C'], ['embedded-cpp', 'Embedded C++'], ['autosar-classic', 'AUTOSAR Classic'], ['autosar-adaptive', 'AUTOSAR Adaptive'],
  ['misra', 'MISRA C/C++'], ['rtos', 'RTOS (FreeRTOS, Zephyr)'], ['embedded-linux', 'Embedded Linux'], ['yocto', 'Yocto'],
  ['arm-cortex', 'ARM Cortex-M'], ['microcontrollers', 'Microcontrollers (STM32, NXP)'], ['can-bus', 'CAN / CAN FD'], ['lin-flexray', 'LIN / FlexRay'],
  ['automotive-ethernet', 'Automotive Ethernet'], ['uds-diagnostics', 'UDS diagnostics'], ['vector-tools', 'Vector tools (CANoe, CANalyzer)'], ['iso-26262', 'ISO 26262 functional safety'],
  ['aspice', 'Automotive SPICE'], ['hil-testing', 'HIL testing'], ['matlab-simulink', 'MATLAB / Simulink'], ['targetlink', 'dSPACE TargetLink'],
  ['fpga', 'FPGA'], ['vhdl-verilog', 'VHDL / Verilog'], ['firmware', 'Firmware development'], ['bootloaders', 'Bootloaders'],
  ['adas', 'ADAS'], ['iot', 'IoT'], ['bluetooth-low-energy', 'Bluetooth Low Energy'], ['device-drivers', 'Device drivers'],
] as const;

export const MECHANICAL_ENGINEERING_SKILLS = [
  ['catia', 'CATIA V5 / 3DEXPERIENCE'], ['siemens-nx', 'Siemens NX'], ['solidworks', 'SolidWorks'], ['creo', 'PTC Creo'],
  ['autodesk-inventor', 'Autodesk Inventor'], ['autocad', 'AutoCAD'], ['fea', 'Finite element analysis'], ['ansys', 'ANSYS'],
  ['abaqus', 'Abaqus'], ['cfd', 'Computational fluid dynamics'], ['gd-t', 'GD&T'], ['tolerance-analysis', 'Tolerance analysis'],
  ['plm', 'PLM (Teamcenter, Windchill)'], ['teamcenter', 'Siemens Teamcenter'], ['design-for-manufacturing', 'Design for manufacturing'], ['sheet-metal-design', 'Sheet metal design'],
  ['plastic-part-design', 'Plastic part design'], ['tool-design', 'Tool and fixture design'], ['hvac', 'HVAC'], ['thermal-analysis', 'Thermal analysis'],
  ['vehicle-body-design', 'Body-in-white design'], ['powertrain', 'Powertrain engineering'], ['e-mobility', 'E-mobility and battery systems'], ['hydraulics-pneumatics', 'Hydraulics and pneumatics'],
] as const;

export const ELECTRICAL_ENGINEERING_SKILLS = [
  ['circuit-design', 'Circuit design'], ['pcb-design', 'PCB design'], ['altium', 'Altium Designer'], ['eplan', 'EPLAN Electric P8'],
  ['power-electronics', 'Power electronics'], ['analog-design', 'Analog design'], ['emc', 'EMC'], ['high-voltage', 'High-voltage systems'],
  ['wiring-harness', 'Wiring harness design'], ['spice-simulation', 'SPICE simulation'], ['electrical-installation', 'Electrical installation design'], ['power-systems', 'Power systems and grids'],
  ['renewable-energy', 'Renewable energy systems'], ['rf-engineering', 'RF engineering'], ['signal-processing', 'Signal processing'], ['test-equipment', 'Lab test equipment'],
] as const;

export const AUTOMATION_ROBOTICS_SKILLS = [
  ['plc-programming', 'PLC programming'], ['siemens-tia-portal', 'Siemens TIA Portal'], ['step7', 'Siemens STEP 7'], ['rockwell', 'Rockwell / Allen-Bradley'],
  ['codesys', 'CODESYS'], ['beckhoff-twincat', 'Beckhoff TwinCAT'], ['iec-61131', 'IEC 61131-3'], ['scada', 'SCADA'],
  ['wincc', 'WinCC'], ['hmi-programming', 'HMI programming'], ['profinet-profibus', 'PROFINET / PROFIBUS'], ['opc-ua', 'OPC UA'],
  ['industrial-robotics', 'Industrial robot programming'], ['kuka', 'KUKA robots'], ['abb-robotics', 'ABB robots'], ['fanuc', 'FANUC robots'],
  ['commissioning', 'Commissioning'], ['motion-control', 'Motion control'], ['machine-vision', 'Machine vision'], ['mes', 'MES'],
  ['dcs', 'DCS (process control)'], ['functional-safety-machinery', 'Machinery safety (ISO 13849)'], ['ros', 'ROS'], ['virtual-commissioning', 'Virtual commissioning'],
] as const;

export const MANUFACTURING_QUALITY_SKILLS = [
  ['quality-management', 'Quality management'], ['iso-9001', 'ISO 9001'], ['iatf-16949', 'IATF 16949'], ['apqp-ppap', 'APQP / PPAP'],
  ['fmea', 'FMEA'], ['8d', '8D problem solving'], ['six-sigma', 'Six Sigma'], ['lean-manufacturing', 'Lean manufacturing'],
  ['spc', 'Statistical process control'], ['msa', 'Measurement system analysis'], ['cmm', 'CMM measurement'], ['supplier-quality', 'Supplier quality'],
  ['process-engineering', 'Process engineering'], ['industrial-engineering', 'Industrial engineering'], ['cnc', 'CNC machining'], ['welding-engineering', 'Welding engineering'],
  ['injection-moulding', 'Injection moulding'], ['production-planning', 'Production planning'], ['gmp', 'GMP'], ['validation-csv', 'Computer system validation'],
  ['medical-device-regulation', 'Medical device regulation (MDR)'], ['iso-14001', 'ISO 14001'], ['vda-6-3', 'VDA 6.3'], ['root-cause-analysis', 'Root cause analysis'],
] as const;

export const CIVIL_ENGINEERING_SKILLS = [
  ['structural-engineering', 'Structural engineering'], ['bim', 'BIM'], ['revit', 'Autodesk Revit'], ['tekla', 'Tekla Structures'],
  ['allplan', 'Allplan'], ['eurocodes', 'Eurocodes'], ['construction-management', 'Construction management'], ['site-supervision', 'Site supervision'],
  ['geotechnics', 'Geotechnical engineering'], ['road-engineering', 'Road engineering'], ['railway-engineering', 'Railway engineering'], ['tunnelling', 'Tunnelling'],
  ['building-services', 'Building services (MEP)'], ['cost-estimation', 'Cost estimation'], ['surveying', 'Surveying'], ['gis', 'GIS'],
] as const;
