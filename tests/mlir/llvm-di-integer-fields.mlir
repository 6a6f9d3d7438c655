// RUN: mlir-opt %s -split-input-file -verify-diagnostics
// Integer fields of debug-info and target attributes read as upstream's
// parseInteger<T> does: negatives wrap into unsigned fields, values too
// wide for the C++ type are errors; structs with a required parameter
// want a name after '<'.
#int1 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int1", sizeInBits = -1>
#ptr = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #int1, sizeInBits = 64, alignInBits = -7, offsetInBits = -12345678, dwarfAddressSpace = -1, extraData = #int1>
#ptr2 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #int1, dwarfAddressSpace = 4294967295>
module attributes {foo.a = #ptr, foo.b = #ptr2} {}

// -----

#int1 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int1">
// expected-error @below {{integer value too large}}
// expected-error @below {{failed to parse LLVM_DIDerivedTypeAttr parameter 'dwarfAddressSpace' which is to be a `std::optional<unsigned>`}}
#ptr = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #int1, dwarfAddressSpace = 4294967296>
module attributes {foo.a = #ptr} {}

// -----

#int1 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int1">
// expected-error @below {{integer value too large}}
// expected-error @below {{failed to parse LLVM_DIDerivedTypeAttr parameter 'alignInBits' which is to be a `uint32_t`}}
#ptr = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #int1, alignInBits = -123456789>
module attributes {foo.a = #ptr} {}

// -----

// expected-error @below {{expected valid keyword}}
// expected-error @below {{expected a parameter name in struct}}
#x = #llvm.di_basic_type<>
module attributes {foo.a = #x} {}

// -----

gpu.module @m1 [#rocdl.target<O = 2147483647, chip = "gfx900">] {
}
gpu.module @m2 [#nvvm.target<O = 1>] {
}

// -----

// expected-error @below {{integer value too large}}
// expected-error @below {{failed to parse ROCDL_TargetAttr parameter 'O' which is to be a `int`}}
gpu.module @m [#rocdl.target<O = 2147483648, chip = "gfx900">] {
}

// -----

// expected-error @below {{invalid kind of attribute specified}}
// expected-error @below {{failed to parse LLVM_DISubprogramAttr parameter 'compileUnit' which is to be a `DICompileUnitAttr`}}
#x = #llvm.di_subprogram<compileUnit = #llvm.di_file<"a" in "b">, name = "f", subprogramFlags = Definition>
module attributes {foo.a = #x} {}
