#loc2 = loc("input.mlir":2:14)
#loc7 = loc("input.mlir":7:14)
#loc12 = loc("input.mlir":12:14)
#loc20 = loc("input.mlir":20:14)
"builtin.module"() ({
  "func.func"() <{function_type = (vector<2x4xi8>) -> vector<1xi8>, sym_name = "a"}> ({
  ^bb0(%arg3: vector<2x4xi8> loc("input.mlir":2:14)):
    %9 = "vector.extract"(%arg3) <{static_position = array<i64: 1, 2>}> : (vector<2x4xi8>) -> i8 loc(#loc3)
    %10 = "vector.from_elements"(%9) : (i8) -> vector<1xi8> loc(#loc4)
    "func.return"(%10) : (vector<1xi8>) -> () loc(#loc5)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (vector<1x1xi8>) -> vector<1xi8>, sym_name = "b"}> ({
  ^bb0(%arg2: vector<1x1xi8> loc("input.mlir":7:14)):
    %7 = "vector.extract"(%arg2) <{static_position = array<i64: 0, 0>}> : (vector<1x1xi8>) -> i8 loc(#loc8)
    %8 = "vector.from_elements"(%7) : (i8) -> vector<1xi8> loc(#loc9)
    "func.return"(%8) : (vector<1xi8>) -> () loc(#loc10)
  }) : () -> () loc(#loc6)
  "func.func"() <{function_type = (vector<4xi8>) -> vector<2x2xi8>, sym_name = "c"}> ({
  ^bb0(%arg1: vector<4xi8> loc("input.mlir":12:14)):
    %2 = "vector.extract"(%arg1) <{static_position = array<i64: 0>}> : (vector<4xi8>) -> i8 loc(#loc13)
    %3 = "vector.extract"(%arg1) <{static_position = array<i64: 1>}> : (vector<4xi8>) -> i8 loc(#loc14)
    %4 = "vector.extract"(%arg1) <{static_position = array<i64: 2>}> : (vector<4xi8>) -> i8 loc(#loc15)
    %5 = "vector.extract"(%arg1) <{static_position = array<i64: 3>}> : (vector<4xi8>) -> i8 loc(#loc16)
    %6 = "vector.from_elements"(%2, %3, %4, %5) : (i8, i8, i8, i8) -> vector<2x2xi8> loc(#loc17)
    "func.return"(%6) : (vector<2x2xi8>) -> () loc(#loc18)
  }) : () -> () loc(#loc11)
  "func.func"() <{function_type = (vector<1x4xi8>) -> vector<f32>, sym_name = "d"}> ({
  ^bb0(%arg0: vector<1x4xi8> loc("input.mlir":20:14)):
    %0 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32 loc(#loc21)
    %1 = "vector.from_elements"(%0) : (f32) -> vector<f32> loc(#loc22)
    "func.return"(%1) : (vector<f32>) -> () loc(#loc23)
  }) : () -> () loc(#loc19)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:8)
#loc4 = loc("input.mlir":4:9)
#loc5 = loc("input.mlir":5:3)
#loc6 = loc("input.mlir":7:1)
#loc8 = loc("input.mlir":8:8)
#loc9 = loc("input.mlir":9:9)
#loc10 = loc("input.mlir":10:3)
#loc11 = loc("input.mlir":12:1)
#loc13 = loc("input.mlir":13:8)
#loc14 = loc("input.mlir":14:8)
#loc15 = loc("input.mlir":15:8)
#loc16 = loc("input.mlir":16:8)
#loc17 = loc("input.mlir":17:9)
#loc18 = loc("input.mlir":18:3)
#loc19 = loc("input.mlir":20:1)
#loc21 = loc("input.mlir":21:8)
#loc22 = loc("input.mlir":22:9)
#loc23 = loc("input.mlir":23:3)

