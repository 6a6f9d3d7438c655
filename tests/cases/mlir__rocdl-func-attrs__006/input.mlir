
llvm.func @g() attributes {rocdl.waves_per_eu = "x"} { llvm.return }
