
#domain = #llvm.alias_scope_domain<id = distinct[0]<>, description = "d">
module attributes {x.a = #domain, x.b = #llvm.di_lexical_block<scope = #llvm.di_file<"a" in "b">, line = 3>} {}

