
// expected-error@+1 {{'llvm.mlir.global_ctors' op 'nowhere' does not reference a valid LLVM function}}
llvm.mlir.global_ctors ctors = [@nowhere], priorities = [0 : i32], data = [#llvm.zero]

