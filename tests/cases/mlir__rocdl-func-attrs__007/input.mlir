
llvm.func @h() attributes {rocdl.unsafe_fp_atomics = 1} { llvm.return }
