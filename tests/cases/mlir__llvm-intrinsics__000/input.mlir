// RUN: mlir-opt %s
// The intrinsic ops (llvm.intr.*): custom and generic forms.

llvm.func @f(%a: i32, %b: i32, %x: f32, %y: vector<4xf32>, %p: !llvm.ptr, %m: vector<4xi1>) -> i32 {
  %0 = llvm.intr.smax(%a, %b) : (i32, i32) -> i32
  %1 = llvm.intr.fma(%x, %x, %x) {fastmathFlags = #llvm.fastmath<fast>} : (f32, f32, f32) -> f32
  %2 = llvm.intr.fabs(%x) : (f32) -> f32
  %3 = llvm.intr.exp2(%y) : (vector<4xf32>) -> vector<4xf32>
  %4 = llvm.intr.ctpop(%a) : (i32) -> i32
  %5 = llvm.intr.maxnum(%x, %x) : (f32, f32) -> f32
  llvm.intr.lifetime.start %p : !llvm.ptr
  %6 = llvm.intr.masked.load %p, %m, %y {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  llvm.intr.masked.store %6, %p, %m {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr
  %7 = llvm.intr.vector.reduce.fmax(%y) : (vector<4xf32>) -> f32
  %8 = llvm.intr.sqrt(%x) : (f32) -> f32
  %9 = "llvm.intr.vector.reduce.add"(%m) : (vector<4xi1>) -> i1
  "llvm.intr.memcpy"(%p, %p, %a) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
  %10 = llvm.intr.stacksave : !llvm.ptr
  llvm.intr.stackrestore %10 : !llvm.ptr
  llvm.return %0 : i32
}

llvm.func @more(%i: i64, %v: vector<4xi32>, %f: vector<4xf32>, %x: f64, %p: !llvm.ptr, %b: i1) {
  %0 = llvm.intr.umin(%i, %i) : (i64, i64) -> i64
  %1 = "llvm.intr.vector.reduce.smax"(%v) : (vector<4xi32>) -> i32
  %r = llvm.intr.vector.reduce.fmax(%f) : (vector<4xf32>) -> f32
  %2 = "llvm.intr.vector.reduce.fadd"(%r, %f) <{fastmathFlags = #llvm.fastmath<reassoc>}> : (f32, vector<4xf32>) -> f32
  %3 = llvm.intr.copysign(%x, %x) : (f64, f64) -> f64
  %4 = llvm.intr.round(%x) : (f64) -> f64
  %5 = llvm.intr.fshl(%i, %i, %i) : (i64, i64, i64) -> i64
  %6 = "llvm.intr.ctlz"(%i) <{is_zero_poison = false}> : (i64) -> i64
  %7 = "llvm.intr.sadd.with.overflow"(%i, %i) : (i64, i64) -> !llvm.struct<(i64, i1)>
  llvm.intr.assume %b : i1
  llvm.intr.assume %b ["align"(%p, %i : !llvm.ptr, i64), "cold"()] : i1
  %8 = llvm.intr.expect %b, %b : i1
  %c = llvm.mlir.constant(0 : i8) : i8
  "llvm.intr.memset"(%p, %c, %i) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
  llvm.intr.lifetime.end %p : !llvm.ptr
  %n = llvm.trunc %i : i64 to i32
  %9 = llvm.intr.powi(%x, %n) : (f64, i32) -> f64
  llvm.return
}
