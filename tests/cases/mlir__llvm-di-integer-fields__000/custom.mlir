#di_basic_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int1", sizeInBits = 18446744073709551615>
#di_derived_type = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_basic_type, sizeInBits = 64, alignInBits = 4294967289, offsetInBits = 18446744073697205938, dwarfAddressSpace = 4294967295, extraData = #di_basic_type>
#di_derived_type1 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_basic_type, dwarfAddressSpace = 4294967295>
module attributes {foo.a = #di_derived_type, foo.b = #di_derived_type1} {
}

