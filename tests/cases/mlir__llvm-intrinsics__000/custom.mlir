module {
  llvm.func @f(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: vector<4xf32>, %arg4: !llvm.ptr, %arg5: vector<4xi1>) -> i32 {
    %0 = llvm.intr.smax(%arg0, %arg1) : (i32, i32) -> i32
    %1 = llvm.intr.fma(%arg2, %arg2, %arg2) {fastmathFlags = #llvm.fastmath<fast>} : (f32, f32, f32) -> f32
    %2 = llvm.intr.fabs(%arg2) : (f32) -> f32
    %3 = llvm.intr.exp2(%arg3) : (vector<4xf32>) -> vector<4xf32>
    %4 = llvm.intr.ctpop(%arg0) : (i32) -> i32
    %5 = llvm.intr.maxnum(%arg2, %arg2) : (f32, f32) -> f32
    llvm.intr.lifetime.start %arg4 : !llvm.ptr
    %6 = llvm.intr.masked.load %arg4, %arg5, %arg3 {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
    llvm.intr.masked.store %6, %arg4, %arg5 {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr
    %7 = llvm.intr.vector.reduce.fmax(%arg3) : (vector<4xf32>) -> f32
    %8 = llvm.intr.sqrt(%arg2) : (f32) -> f32
    %9 = "llvm.intr.vector.reduce.add"(%arg5) : (vector<4xi1>) -> i1
    "llvm.intr.memcpy"(%arg4, %arg4, %arg0) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
    %10 = llvm.intr.stacksave : !llvm.ptr
    llvm.intr.stackrestore %10 : !llvm.ptr
    llvm.return %0 : i32
  }
  llvm.func @more(%arg0: i64, %arg1: vector<4xi32>, %arg2: vector<4xf32>, %arg3: f64, %arg4: !llvm.ptr, %arg5: i1) {
    %0 = llvm.intr.umin(%arg0, %arg0) : (i64, i64) -> i64
    %1 = "llvm.intr.vector.reduce.smax"(%arg1) : (vector<4xi32>) -> i32
    %2 = llvm.intr.vector.reduce.fmax(%arg2) : (vector<4xf32>) -> f32
    %3 = "llvm.intr.vector.reduce.fadd"(%2, %arg2) <{fastmathFlags = #llvm.fastmath<reassoc>}> : (f32, vector<4xf32>) -> f32
    %4 = llvm.intr.copysign(%arg3, %arg3) : (f64, f64) -> f64
    %5 = llvm.intr.round(%arg3) : (f64) -> f64
    %6 = llvm.intr.fshl(%arg0, %arg0, %arg0) : (i64, i64, i64) -> i64
    %7 = "llvm.intr.ctlz"(%arg0) <{is_zero_poison = false}> : (i64) -> i64
    %8 = "llvm.intr.sadd.with.overflow"(%arg0, %arg0) : (i64, i64) -> !llvm.struct<(i64, i1)>
    llvm.intr.assume %arg5 : i1
    llvm.intr.assume %arg5 ["align"(%arg4, %arg0 : !llvm.ptr, i64), "cold"()] : i1
    %9 = llvm.intr.expect %arg5, %arg5 : i1
    %10 = llvm.mlir.constant(0 : i8) : i8
    "llvm.intr.memset"(%arg4, %10, %arg0) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
    llvm.intr.lifetime.end %arg4 : !llvm.ptr
    %11 = llvm.trunc %arg0 : i64 to i32
    %12 = llvm.intr.powi(%arg3, %11) : (f64, i32) -> f64
    llvm.return
  }
}

