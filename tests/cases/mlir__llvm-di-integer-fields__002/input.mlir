
#int1 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int1">
// expected-error @below {{integer value too large}}
// expected-error @below {{failed to parse LLVM_DIDerivedTypeAttr parameter 'alignInBits' which is to be a `uint32_t`}}
#ptr = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #int1, alignInBits = -123456789>
module attributes {foo.a = #ptr} {}

