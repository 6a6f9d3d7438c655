"builtin.module"() ({
  "func.func"() <{function_type = (vector<2x1x4xi8>) -> vector<4xi8>, sym_name = "a"}> ({
  ^bb0(%arg5: vector<2x1x4xi8>):
    %26 = "vector.extract"(%arg5) <{static_position = array<i64: 1, 0, 0>}> : (vector<2x1x4xi8>) -> i8
    %27 = "vector.extract"(%arg5) <{static_position = array<i64: 1, 0, 1>}> : (vector<2x1x4xi8>) -> i8
    %28 = "vector.extract"(%arg5) <{static_position = array<i64: 1, 0, 2>}> : (vector<2x1x4xi8>) -> i8
    %29 = "vector.extract"(%arg5) <{static_position = array<i64: 1, 0, 3>}> : (vector<2x1x4xi8>) -> i8
    %30 = "vector.from_elements"(%26, %27, %28, %29) : (i8, i8, i8, i8) -> vector<4xi8>
    "func.return"(%30) : (vector<4xi8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2x4xi8>) -> vector<2xi8>, sym_name = "b"}> ({
  ^bb0(%arg4: vector<2x4xi8>):
    %23 = "vector.extract"(%arg4) <{static_position = array<i64: 1, 2>}> : (vector<2x4xi8>) -> i8
    %24 = "vector.extract"(%arg4) <{static_position = array<i64: 1, 3>}> : (vector<2x4xi8>) -> i8
    %25 = "vector.from_elements"(%23, %24) : (i8, i8) -> vector<2xi8>
    "func.return"(%25) : (vector<2xi8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2x4xi8>) -> vector<4xi8>, sym_name = "c"}> ({
  ^bb0(%arg3: vector<2x4xi8>):
    %18 = "vector.extract"(%arg3) <{static_position = array<i64: 0, 3>}> : (vector<2x4xi8>) -> i8
    %19 = "vector.extract"(%arg3) <{static_position = array<i64: 1, 0>}> : (vector<2x4xi8>) -> i8
    %20 = "vector.extract"(%arg3) <{static_position = array<i64: 1, 1>}> : (vector<2x4xi8>) -> i8
    %21 = "vector.extract"(%arg3) <{static_position = array<i64: 1, 2>}> : (vector<2x4xi8>) -> i8
    %22 = "vector.from_elements"(%18, %19, %20, %21) : (i8, i8, i8, i8) -> vector<4xi8>
    "func.return"(%22) : (vector<4xi8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2x4xi8>) -> vector<1x4xi8>, sym_name = "d"}> ({
  ^bb0(%arg2: vector<2x4xi8>):
    %13 = "vector.extract"(%arg2) <{static_position = array<i64: 1, 0>}> : (vector<2x4xi8>) -> i8
    %14 = "vector.extract"(%arg2) <{static_position = array<i64: 1, 1>}> : (vector<2x4xi8>) -> i8
    %15 = "vector.extract"(%arg2) <{static_position = array<i64: 1, 2>}> : (vector<2x4xi8>) -> i8
    %16 = "vector.extract"(%arg2) <{static_position = array<i64: 1, 3>}> : (vector<2x4xi8>) -> i8
    %17 = "vector.from_elements"(%13, %14, %15, %16) : (i8, i8, i8, i8) -> vector<1x4xi8>
    "func.return"(%17) : (vector<1x4xi8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<4xi8>) -> vector<4xi8>, sym_name = "e"}> ({
  ^bb0(%arg1: vector<4xi8>):
    %8 = "vector.extract"(%arg1) <{static_position = array<i64: 0>}> : (vector<4xi8>) -> i8
    %9 = "vector.extract"(%arg1) <{static_position = array<i64: 1>}> : (vector<4xi8>) -> i8
    %10 = "vector.extract"(%arg1) <{static_position = array<i64: 2>}> : (vector<4xi8>) -> i8
    %11 = "vector.extract"(%arg1) <{static_position = array<i64: 3>}> : (vector<4xi8>) -> i8
    %12 = "vector.from_elements"(%8, %9, %10, %11) : (i8, i8, i8, i8) -> vector<4xi8>
    "func.return"(%12) : (vector<4xi8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2x2xi8>) -> vector<2xi8>, sym_name = "g"}> ({
  ^bb0(%arg0: vector<2x2xi8>):
    %4 = "vector.extract"(%arg0) <{static_position = array<i64: 0>}> : (vector<2x2xi8>) -> vector<2xi8>
    %5 = "vector.extract"(%4) <{static_position = array<i64: 0>}> : (vector<2xi8>) -> i8
    %6 = "vector.extract"(%4) <{static_position = array<i64: 1>}> : (vector<2xi8>) -> i8
    %7 = "vector.from_elements"(%5, %6) : (i8, i8) -> vector<2xi8>
    "func.return"(%7) : (vector<2xi8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> vector<2x2xf32>, sym_name = "h"}> ({
    %0 = "arith.constant"() <{value = dense<[[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : vector<2x2xf32>}> : () -> vector<2x2xf32>
    %1 = "vector.shape_cast"(%0) : (vector<2x2xf32>) -> vector<4xf32>
    %2 = "vector.shape_cast"(%1) : (vector<4xf32>) -> vector<2x2xf32>
    %3 = "vector.transpose"(%0) <{permutation = array<i64: 1, 0>}> : (vector<2x2xf32>) -> vector<2x2xf32>
    "use"(%1, %3) : (vector<4xf32>, vector<2x2xf32>) -> ()
    "func.return"(%2) : (vector<2x2xf32>) -> ()
  }) : () -> ()
}) : () -> ()

