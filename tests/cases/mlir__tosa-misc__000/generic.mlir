"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i8, vector<4xi32>, vector<4xi32>, vector<4xi8>) -> i32, sym_name = "a"}> ({
  ^bb0(%arg1: i32, %arg2: i32, %arg3: i8, %arg4: vector<4xi32>, %arg5: vector<4xi32>, %arg6: vector<4xi8>):
    %4 = "tosa.apply_scale"(%arg1, %arg2, %arg3) <{rounding_mode = #tosa.rounding_mode<DOUBLE_ROUND>}> : (i32, i32, i8) -> i32
    %5 = "tosa.apply_scale"(%arg4, %arg5, %arg6) <{rounding_mode = #tosa.rounding_mode<SINGLE_ROUND>}> : (vector<4xi32>, vector<4xi32>, vector<4xi8>) -> vector<4xi32>
    "func.return"(%4) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2xf32>) -> tensor<2xf32>, sym_name = "b"}> ({
  ^bb0(%arg0: tensor<2xf32>):
    %0 = "tosa.custom"(%arg0) <{domain_name = "d", implementation_attrs = "", operator_name = "op"}> : (tensor<2xf32>) -> tensor<2xf32>
    %1 = "tosa.identity"(%0) {foo = 1 : i32} : (tensor<2xf32>) -> tensor<2xf32>
    %2 = "tosa.erf"(%1) : (tensor<2xf32>) -> tensor<2xf32>
    %3 = "tosa.clamp"(%2) <{max_val = 6.000000e+00 : f32, min_val = 0.000000e+00 : f32, nan_mode = #tosa.nan_mode<IGNORE>}> {zzz} : (tensor<2xf32>) -> tensor<2xf32>
    "func.return"(%3) : (tensor<2xf32>) -> ()
  }) : () -> ()
}) : () -> ()

