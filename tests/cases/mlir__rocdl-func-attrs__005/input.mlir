
llvm.func @f() attributes {rocdl.kernel = 1} { llvm.return }
