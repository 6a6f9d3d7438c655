"builtin.module"() ({
  "func.func"() <{function_type = (vector<4xi32>, vector<4xi32>, vector<4xf32>, vector<4xf32>, index, index) -> (vector<4xi32>, vector<4xf32>, index, f16), sym_name = "v"}> ({
  ^bb0(%arg0: vector<4xi32>, %arg1: vector<4xi32>, %arg2: vector<4xf32>, %arg3: vector<4xf32>, %arg4: index, %arg5: index):
    %0 = "arith.floordivsi"(%arg0, %arg1) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %1 = "arith.maximumf"(%arg2, %arg3) <{fastmath = #arith.fastmath<nnan>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %2 = "arith.ceildivsi"(%arg4, %arg5) : (index, index) -> index
    %3 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %4 = "arith.minnumf"(%3, %3) <{fastmath = #arith.fastmath<fast>}> : (f16, f16) -> f16
    "func.return"(%0, %1, %2, %4) : (vector<4xi32>, vector<4xf32>, index, f16) -> ()
  }) : () -> ()
}) : () -> ()

