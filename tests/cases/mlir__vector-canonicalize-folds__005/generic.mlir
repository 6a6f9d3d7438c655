"builtin.module"() ({
  "func.func"() <{function_type = (vector<2x4xi8>) -> vector<1xi8>, sym_name = "a"}> ({
  ^bb0(%arg3: vector<2x4xi8>):
    %9 = "vector.extract"(%arg3) <{static_position = array<i64: 1, 2>}> : (vector<2x4xi8>) -> i8
    %10 = "vector.from_elements"(%9) : (i8) -> vector<1xi8>
    "func.return"(%10) : (vector<1xi8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<1x1xi8>) -> vector<1xi8>, sym_name = "b"}> ({
  ^bb0(%arg2: vector<1x1xi8>):
    %7 = "vector.extract"(%arg2) <{static_position = array<i64: 0, 0>}> : (vector<1x1xi8>) -> i8
    %8 = "vector.from_elements"(%7) : (i8) -> vector<1xi8>
    "func.return"(%8) : (vector<1xi8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<4xi8>) -> vector<2x2xi8>, sym_name = "c"}> ({
  ^bb0(%arg1: vector<4xi8>):
    %2 = "vector.extract"(%arg1) <{static_position = array<i64: 0>}> : (vector<4xi8>) -> i8
    %3 = "vector.extract"(%arg1) <{static_position = array<i64: 1>}> : (vector<4xi8>) -> i8
    %4 = "vector.extract"(%arg1) <{static_position = array<i64: 2>}> : (vector<4xi8>) -> i8
    %5 = "vector.extract"(%arg1) <{static_position = array<i64: 3>}> : (vector<4xi8>) -> i8
    %6 = "vector.from_elements"(%2, %3, %4, %5) : (i8, i8, i8, i8) -> vector<2x2xi8>
    "func.return"(%6) : (vector<2x2xi8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<1x4xi8>) -> vector<f32>, sym_name = "d"}> ({
  ^bb0(%arg0: vector<1x4xi8>):
    %0 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %1 = "vector.from_elements"(%0) : (f32) -> vector<f32>
    "func.return"(%1) : (vector<f32>) -> ()
  }) : () -> ()
}) : () -> ()

