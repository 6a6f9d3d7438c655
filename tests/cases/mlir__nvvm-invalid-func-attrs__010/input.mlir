
llvm.func @p() attributes {nvvm.maxnreg = 3 : i8, nvvm.kernel = 1} { llvm.return }
