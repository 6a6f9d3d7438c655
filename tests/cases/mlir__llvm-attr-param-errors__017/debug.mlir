#alias_scope_domain = #llvm.alias_scope_domain<id = distinct[0]<>, description = "d">
#di_file = #llvm.di_file<"a" in "b">
#di_lexical_block = #llvm.di_lexical_block<scope = #di_file, line = 3>
"builtin.module"() ({
^bb0:
}) {x.a = #alias_scope_domain, x.b = #di_lexical_block} : () -> () loc(#loc)
#loc = loc("input.mlir":3:1)

