// RUN: mlir-opt %s -split-input-file

llvm.mlir.global private constant @s("foo")
llvm.mlir.global internal @r() : i64 {
  %0 = llvm.mlir.constant(42 : i64) : i64
  llvm.return %0 : i64
}
llvm.mlir.global linkonce thread_local unnamed_addr @t(7 : i32) {alignment = 8 : i64, addr_space = 3 : i32} : i32
llvm.mlir.alias external @a : !llvm.ptr {
  %0 = llvm.mlir.addressof @r : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.func @v(i32)
llvm.func @va(i32, ...) -> i32
llvm.func @f(%p: !llvm.ptr, %i: i64, %a: i32, %v: vector<4xf32>) -> i32 attributes {personality = @va} {
  %0 = llvm.getelementptr inbounds|nuw %p[%i, 0, %i] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.struct<(array<4 x i32>)>
  %1 = llvm.load %0 dereferenceable<bytes = 8> : !llvm.ptr -> !llvm.ptr
  %2 = llvm.call tail @va(%a, %a) vararg(!llvm.func<i32 (i32, ...)>) : (i32, i32) -> i32
  %3 = llvm.call %p(%a) : !llvm.ptr, (i32) -> i32
  %4 = llvm.mlir.undef : !llvm.struct<(i32, f32)>
  %5 = llvm.insertvalue %a, %4[0] : !llvm.struct<(i32, f32)>
  %6 = llvm.extractvalue %5[0] : !llvm.struct<(i32, f32)>
  %7 = llvm.shufflevector %v, %v [0, 1, -1] : vector<4xf32>
  %8 = llvm.alloca %i x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
  %9 = llvm.fcmp "olt" %v, %v {fastmathFlags = #llvm.fastmath<nnan, ninf>} : vector<4xf32>
  llvm.invoke fastcc @v(%a) to ^bb1 unwind ^bb2 : (i32) -> ()
^bb1:
  llvm.return %6 : i32
^bb2:
  %10 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.resume %10 : !llvm.struct<(ptr, i32)>
}

