// RUN: mlir-opt %s -canonicalize -split-input-file
// llvm.mlir.undef/poison/zero and llvm.mlir.addressof are constants: they
// are uniqued and hoisted; zero folds to a builtin zero where the type has
// one; llvm.icmp folds eq/ne of a value with itself and of allocas and null.

llvm.mlir.global external @g() : i32
llvm.func @use(!llvm.ptr, !llvm.ptr, i32, i32, f32, vector<2xi32>, !llvm.struct<(i32)>, !llvm.struct<(i32)>, !llvm.ptr)

llvm.func @constants(%x: i32) {
  %u = llvm.mlir.undef : !llvm.struct<(i32)>
  %a = llvm.mlir.addressof @g : !llvm.ptr
  %a2 = llvm.mlir.addressof @g : !llvm.ptr
  %z = llvm.mlir.zero : i32
  %z2 = llvm.mlir.zero : i32
  %zf = llvm.mlir.zero : f32
  %zv = llvm.mlir.zero : vector<2xi32>
  %p = llvm.mlir.poison : !llvm.struct<(i32)>
  %zp = llvm.mlir.zero : !llvm.ptr
  llvm.call @use(%a, %a2, %z, %z2, %zf, %zv, %u, %p, %zp) : (!llvm.ptr, !llvm.ptr, i32, i32, f32, vector<2xi32>, !llvm.struct<(i32)>, !llvm.struct<(i32)>, !llvm.ptr) -> ()
  llvm.return
}

