module {
  llvm.func @atomics(%arg0: !llvm.ptr) {
    %0 = llvm.load %arg0 atomic monotonic {alignment = 16 : i64} : !llvm.ptr -> i128
    llvm.store %0, %arg0 atomic release {alignment = 16 : i64} : i128, !llvm.ptr
    %1 = llvm.load %arg0 atomic syncscope("agent") acquire {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    llvm.return
  }
  llvm.mlir.global external @v() {addr_space = 0 : i32} : vector<2xf32>
  llvm.mlir.global external @s() {addr_space = 0 : i32} : !llvm.target<"spirv.Image", i32, 4294967295, 7>
  "foo.use"() {t = !llvm.target<"t", i32, 4294967295, 42>} : () -> ()
}

