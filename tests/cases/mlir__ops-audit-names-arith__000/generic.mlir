"builtin.module"() ({
  "func.func"() <{function_type = (index, i32, i64) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: index, %arg1: i32, %arg2: i64):
    %0 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 42 : index}> : () -> index
    %3 = "arith.constant"() <{value = -7 : index}> : () -> index
    %4 = "arith.constant"() <{value = true}> : () -> i1
    %5 = "arith.constant"() <{value = false}> : () -> i1
    %6 = "arith.constant"() <{value = 1.500000e+00 : f32}> : () -> f32
    %7 = "arith.constant"() <{value = dense<1> : vector<4xi32>}> : () -> vector<4xi32>
    %8 = "arith.constant"() <{value = dense<true> : vector<2xi1>}> : () -> vector<2xi1>
    %9 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %10 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %11 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %12 = "arith.constant"() <{value = 170141183460469231731687303715884105727 : i128}> : () -> i128
    %13 = "arith.constant"() <{value = -170141183460469231731687303715884105728 : i128}> : () -> i128
    %14 = "arith.constant"() <{value = true}> : () -> i1
    %15 = "arith.constant"() <{value = true}> : () -> i1
    %16 = "arith.constant"() <{value = dense<[1, 2]> : tensor<2xindex>}> : () -> tensor<2xindex>
    %17 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %18 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    %19 = "arith.constant"() <{value = 3 : i3}> : () -> i3
    %20 = "arith.constant"() <{value = -4 : i3}> : () -> i3
    %21:2 = "arith.addui_extended"(%arg1, %arg1) : (i32, i32) -> (i32, i1)
    %22:2 = "arith.mulsi_extended"(%arg1, %arg1) : (i32, i32) -> (i32, i32)
    %23:2 = "arith.mului_extended"(%arg2, %arg2) : (i64, i64) -> (i64, i64)
    %24 = "arith.muli"(%arg0, %2) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %25 = "test.vscale"() : () -> index
    %26 = "arith.muli"(%2, %25) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %27 = "arith.muli"(%25, %3) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %28 = "arith.muli"(%25, %25) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %29 = "arith.muli"(%arg1, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %30 = "index.constant"() <{value = 8 : index}> : () -> index
    %31 = "arith.muli"(%30, %25) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %32 = "arith.muli"(%25, %2) <{overflowFlags = #arith.overflow<nsw>}> : (index, index) -> index
    %33 = "arith.muli"(%arg0, %25) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21#0, %21#1, %22#0, %22#1, %23#0, %23#1, %24, %26, %27, %28, %29, %31, %32, %33) : (i32, i32, index, index, i1, i1, f32, vector<4xi32>, vector<2xi1>, i8, i8, i64, i128, i128, i1, i1, tensor<2xindex>, i32, f32, i3, i3, i32, i1, i32, i32, i64, i64, index, index, index, index, i32, index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

