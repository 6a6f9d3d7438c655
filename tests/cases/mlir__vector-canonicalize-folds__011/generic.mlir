"builtin.module"() ({
  "func.func"() <{function_type = () -> (vector<4xi32>, vector<3xi32>, vector<2xi32>), sym_name = "s"}> ({
    %8 = "ub.poison"() <{value = #ub.poison}> : () -> vector<2xi32>
    %9 = "arith.constant"() <{value = dense<[7, 8]> : vector<2xi32>}> : () -> vector<2xi32>
    %10 = "vector.shuffle"(%8, %9) <{mask = array<i64: 0, 3, -1, 2>}> : (vector<2xi32>, vector<2xi32>) -> vector<4xi32>
    %11 = "vector.shuffle"(%9, %8) <{mask = array<i64: 2, 1, -1>}> : (vector<2xi32>, vector<2xi32>) -> vector<3xi32>
    %12 = "vector.shuffle"(%8, %8) <{mask = array<i64: 2, 1>}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    "func.return"(%10, %11, %12) : (vector<4xi32>, vector<3xi32>, vector<2xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2x3xf32>, vector<1x3xf32>) -> (vector<2x3xf32>, vector<3x3xf32>), sym_name = "t"}> ({
  ^bb0(%arg2: vector<2x3xf32>, %arg3: vector<1x3xf32>):
    %6 = "vector.shuffle"(%arg2, %arg3) <{mask = array<i64: 0, 1>}> : (vector<2x3xf32>, vector<1x3xf32>) -> vector<2x3xf32>
    %7 = "vector.shuffle"(%arg2, %arg3) <{mask = array<i64: 2, 0, 1>}> : (vector<2x3xf32>, vector<1x3xf32>) -> vector<3x3xf32>
    "func.return"(%6, %7) : (vector<2x3xf32>, vector<3x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index) -> (vector<3x4xi1>, vector<4xi1>), sym_name = "u"}> ({
  ^bb0(%arg0: index, %arg1: index):
    %0 = "vector.create_mask"(%arg0, %arg1) : (index, index) -> vector<4x3xi1>
    %1 = "vector.transpose"(%0) <{permutation = array<i64: 1, 0>}> : (vector<4x3xi1>) -> vector<3x4xi1>
    %2 = "vector.broadcast"(%arg0) : (index) -> vector<2x4xindex>
    %3 = "vector.extract"(%2) <{static_position = array<i64: 1>}> : (vector<2x4xindex>) -> vector<4xindex>
    %4 = "arith.constant"() <{value = dense<3> : vector<4xindex>}> : () -> vector<4xindex>
    %5 = "arith.cmpi"(%3, %4) <{predicate = 6 : i64}> : (vector<4xindex>, vector<4xindex>) -> vector<4xi1>
    "func.return"(%1, %5) : (vector<3x4xi1>, vector<4xi1>) -> ()
  }) : () -> ()
}) : () -> ()

