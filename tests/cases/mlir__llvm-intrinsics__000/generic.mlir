"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32, i32, f32, vector<4xf32>, ptr, vector<4xi1>)>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg6: i32, %arg7: i32, %arg8: f32, %arg9: vector<4xf32>, %arg10: !llvm.ptr, %arg11: vector<4xi1>):
    %13 = "llvm.intr.smax"(%arg6, %arg7) : (i32, i32) -> i32
    %14 = "llvm.intr.fma"(%arg8, %arg8, %arg8) <{fastmathFlags = #llvm.fastmath<fast>}> : (f32, f32, f32) -> f32
    %15 = "llvm.intr.fabs"(%arg8) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
    %16 = "llvm.intr.exp2"(%arg9) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>) -> vector<4xf32>
    %17 = "llvm.intr.ctpop"(%arg6) : (i32) -> i32
    %18 = "llvm.intr.maxnum"(%arg8, %arg8) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    "llvm.intr.lifetime.start"(%arg10) : (!llvm.ptr) -> ()
    %19 = "llvm.intr.masked.load"(%arg10, %arg11, %arg9) <{alignment = 4 : i32}> : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
    "llvm.intr.masked.store"(%19, %arg10, %arg11) <{alignment = 4 : i32}> : (vector<4xf32>, !llvm.ptr, vector<4xi1>) -> ()
    %20 = "llvm.intr.vector.reduce.fmax"(%arg9) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>) -> f32
    %21 = "llvm.intr.sqrt"(%arg8) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
    %22 = "llvm.intr.vector.reduce.add"(%arg11) : (vector<4xi1>) -> i1
    "llvm.intr.memcpy"(%arg10, %arg10, %arg6) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
    %23 = "llvm.intr.stacksave"() : () -> !llvm.ptr
    "llvm.intr.stackrestore"(%23) : (!llvm.ptr) -> ()
    "llvm.return"(%13) : (i32) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i64, vector<4xi32>, vector<4xf32>, f64, ptr, i1)>, linkage = #llvm.linkage<external>, sym_name = "more", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: i64, %arg1: vector<4xi32>, %arg2: vector<4xf32>, %arg3: f64, %arg4: !llvm.ptr, %arg5: i1):
    %0 = "llvm.intr.umin"(%arg0, %arg0) : (i64, i64) -> i64
    %1 = "llvm.intr.vector.reduce.smax"(%arg1) : (vector<4xi32>) -> i32
    %2 = "llvm.intr.vector.reduce.fmax"(%arg2) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>) -> f32
    %3 = "llvm.intr.vector.reduce.fadd"(%2, %arg2) <{fastmathFlags = #llvm.fastmath<reassoc>}> : (f32, vector<4xf32>) -> f32
    %4 = "llvm.intr.copysign"(%arg3, %arg3) <{fastmathFlags = #llvm.fastmath<none>}> : (f64, f64) -> f64
    %5 = "llvm.intr.round"(%arg3) <{fastmathFlags = #llvm.fastmath<none>}> : (f64) -> f64
    %6 = "llvm.intr.fshl"(%arg0, %arg0, %arg0) : (i64, i64, i64) -> i64
    %7 = "llvm.intr.ctlz"(%arg0) <{is_zero_poison = false}> : (i64) -> i64
    %8 = "llvm.intr.sadd.with.overflow"(%arg0, %arg0) : (i64, i64) -> !llvm.struct<(i64, i1)>
    "llvm.intr.assume"(%arg5) <{op_bundle_sizes = array<i32>}> : (i1) -> ()
    "llvm.intr.assume"(%arg5, %arg4, %arg0) <{op_bundle_sizes = array<i32: 2, 0>, op_bundle_tags = ["align", "cold"]}> : (i1, !llvm.ptr, i64) -> ()
    %9 = "llvm.intr.expect"(%arg5, %arg5) : (i1, i1) -> i1
    %10 = "llvm.mlir.constant"() <{value = 0 : i8}> : () -> i8
    "llvm.intr.memset"(%arg4, %10, %arg0) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
    "llvm.intr.lifetime.end"(%arg4) : (!llvm.ptr) -> ()
    %11 = "llvm.trunc"(%arg0) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %12 = "llvm.intr.powi"(%arg3, %11) <{fastmathFlags = #llvm.fastmath<none>}> : (f64, i32) -> f64
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

