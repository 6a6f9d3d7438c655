// RUN: mlir-opt %s -split-input-file -verify-diagnostics
// Integer fields of debug-info and target attributes read as upstream's
// parseInteger<T> does: negatives wrap into unsigned fields, values too
// wide for the C++ type are errors; structs with a required parameter
// want a name after '<'.
#int1 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int1", sizeInBits = -1>
#ptr = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #int1, sizeInBits = 64, alignInBits = -7, offsetInBits = -12345678, dwarfAddressSpace = -1, extraData = #int1>
#ptr2 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #int1, dwarfAddressSpace = 4294967295>
module attributes {foo.a = #ptr, foo.b = #ptr2} {}

