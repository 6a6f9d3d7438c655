#alias_scope_domain = #llvm.alias_scope_domain<id = distinct[0]<>, description = "d">
#di_file = #llvm.di_file<"a" in "b">
#di_lexical_block = #llvm.di_lexical_block<scope = #di_file, line = 3>
module attributes {x.a = #alias_scope_domain, x.b = #di_lexical_block} {
}

