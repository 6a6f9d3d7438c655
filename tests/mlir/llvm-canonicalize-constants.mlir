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

// -----

llvm.func @cmps(%x: i32, %v: vector<4xi32>, %n: i64) -> !llvm.struct<(i1, i1, vector<4xi1>, i1, i1, i1, i1)> {
  %0 = llvm.icmp "eq" %x, %x : i32
  %1 = llvm.icmp "ne" %x, %x : i32
  %2 = llvm.icmp "eq" %v, %v : vector<4xi32>
  %3 = llvm.icmp "slt" %x, %x : i32
  %a = llvm.alloca %n x i32 : (i64) -> !llvm.ptr
  %null = llvm.mlir.zero : !llvm.ptr
  %4 = llvm.icmp "eq" %a, %null : !llvm.ptr
  %5 = llvm.icmp "ne" %null, %a : !llvm.ptr
  %6 = llvm.icmp "ult" %null, %a : !llvm.ptr
  %s0 = llvm.mlir.undef : !llvm.struct<(i1, i1, vector<4xi1>, i1, i1, i1, i1)>
  %s1 = llvm.insertvalue %0, %s0[0] : !llvm.struct<(i1, i1, vector<4xi1>, i1, i1, i1, i1)>
  %s2 = llvm.insertvalue %1, %s1[1] : !llvm.struct<(i1, i1, vector<4xi1>, i1, i1, i1, i1)>
  %s3 = llvm.insertvalue %2, %s2[2] : !llvm.struct<(i1, i1, vector<4xi1>, i1, i1, i1, i1)>
  %s4 = llvm.insertvalue %3, %s3[3] : !llvm.struct<(i1, i1, vector<4xi1>, i1, i1, i1, i1)>
  %s5 = llvm.insertvalue %4, %s4[4] : !llvm.struct<(i1, i1, vector<4xi1>, i1, i1, i1, i1)>
  %s6 = llvm.insertvalue %5, %s5[5] : !llvm.struct<(i1, i1, vector<4xi1>, i1, i1, i1, i1)>
  %s7 = llvm.insertvalue %6, %s6[6] : !llvm.struct<(i1, i1, vector<4xi1>, i1, i1, i1, i1)>
  llvm.return %s7 : !llvm.struct<(i1, i1, vector<4xi1>, i1, i1, i1, i1)>
}

// -----

llvm.mlir.global internal @table() : !llvm.array<2 x ptr> {
  %0 = llvm.mlir.undef : !llvm.array<2 x ptr>
  %1 = llvm.mlir.addressof @table : !llvm.ptr
  %2 = llvm.insertvalue %1, %0[0] : !llvm.array<2 x ptr>
  %3 = llvm.mlir.addressof @table : !llvm.ptr
  %4 = llvm.insertvalue %3, %2[1] : !llvm.array<2 x ptr>
  llvm.return %4 : !llvm.array<2 x ptr>
}

// -----

llvm.func @switch_fold(%x: i32) -> i32 {
  %c = llvm.mlir.constant(3 : i32) : i32
  llvm.switch %c : i32, ^bb1 [
    3: ^bb2
  ]
^bb1:
  llvm.return %x : i32
^bb2:
  llvm.return %c : i32
}

// -----

llvm.func @f()
llvm.func @g(%c: i1) -> !llvm.ptr {
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = llvm.dso_local_equivalent @f : !llvm.ptr
  llvm.return %0 : !llvm.ptr
^bb2:
  %1 = llvm.dso_local_equivalent @f : !llvm.ptr
  llvm.return %1 : !llvm.ptr
}

// -----

llvm.func @f(%v: vector<1xf32>, %w: vector<[1]xf32>, %u: vector<2xf32>) -> !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> {
  %0 = llvm.shufflevector %v, %v [0] : vector<1xf32>
  %1 = llvm.shufflevector %v, %v [1] : vector<1xf32>
  %2 = llvm.shufflevector %u, %u [0] : vector<2xf32>
  %3 = llvm.shufflevector %w, %w [0] : vector<[1]xf32>
  %s = llvm.mlir.poison : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)>
  %s0 = llvm.insertvalue %0, %s[0] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)>
  %s1 = llvm.insertvalue %1, %s0[1] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)>
  %s2 = llvm.insertvalue %2, %s1[2] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)>
  llvm.return %s2 : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)>
}
