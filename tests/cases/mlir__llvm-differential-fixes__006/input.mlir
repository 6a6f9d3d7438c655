
// expected-error @below {{'llvm.mlir.global' op this target extension type cannot be used in a global}}
llvm.mlir.global external @g() : !llvm.target<"other">

