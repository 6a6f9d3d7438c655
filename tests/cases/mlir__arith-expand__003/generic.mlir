"builtin.module"() ({
  "func.func"() <{function_type = (f32, f8E8M0FNU) -> f4E2M1FN, sym_name = "s"}> ({
  ^bb0(%arg4: f32, %arg5: f8E8M0FNU):
    %2 = "arith.scaling_truncf"(%arg4, %arg5) : (f32, f8E8M0FNU) -> f4E2M1FN
    "func.return"(%2) : (f4E2M1FN) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<4xf32>, vector<4xf32>) -> vector<4xf16>, sym_name = "t"}> ({
  ^bb0(%arg2: vector<4xf32>, %arg3: vector<4xf32>):
    %1 = "arith.scaling_truncf"(%arg2, %arg3) : (vector<4xf32>, vector<4xf32>) -> vector<4xf16>
    "func.return"(%1) : (vector<4xf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<4xf16>, vector<4xbf16>) -> vector<4xf32>, sym_name = "e"}> ({
  ^bb0(%arg0: vector<4xf16>, %arg1: vector<4xbf16>):
    %0 = "arith.scaling_extf"(%arg0, %arg1) : (vector<4xf16>, vector<4xbf16>) -> vector<4xf32>
    "func.return"(%0) : (vector<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()

