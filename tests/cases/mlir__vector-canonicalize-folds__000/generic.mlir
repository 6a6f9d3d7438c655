"builtin.module"() ({
  "func.func"() <{function_type = (vector<4xf16>, f16) -> f16, sym_name = "f"}> ({
  ^bb0(%arg2: vector<4xf16>, %arg3: f16):
    %9 = "vector.insert"(%arg3, %arg2) <{static_position = array<i64: 1>}> : (f16, vector<4xf16>) -> vector<4xf16>
    %10 = "arith.constant"() <{value = 1 : index}> : () -> index
    %11 = "vector.extract"(%9, %10) <{static_position = array<i64: -9223372036854775808>}> : (vector<4xf16>, index) -> f16
    "func.return"(%11) : (f16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<32x16xf32>) -> vector<1x16xf32>, sym_name = "g"}> ({
  ^bb0(%arg1: vector<32x16xf32>):
    %8 = "vector.extract_strided_slice"(%arg1) <{offsets = [3, 0], sizes = [1, 16], strides = [1, 1]}> : (vector<32x16xf32>) -> vector<1x16xf32>
    "func.return"(%8) : (vector<1x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<32x16x4xf32>) -> vector<1x1x4xf32>, sym_name = "h"}> ({
  ^bb0(%arg0: vector<32x16x4xf32>):
    %7 = "vector.extract_strided_slice"(%arg0) <{offsets = [3, 2], sizes = [1, 1], strides = [1, 1]}> : (vector<32x16x4xf32>) -> vector<1x1x4xf32>
    "func.return"(%7) : (vector<1x1x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> vector<2x300xi32>, sym_name = "k"}> ({
    %0 = "arith.constant"() <{value = dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9]]> : vector<3x3xi32>}> : () -> vector<3x3xi32>
    %1 = "vector.extract_strided_slice"(%0) <{offsets = [1], sizes = [2], strides = [1]}> : (vector<3x3xi32>) -> vector<2x3xi32>
    %2 = "arith.constant"() <{value = dense<[1, 2, 3]> : vector<3xi32>}> : () -> vector<3xi32>
    %3 = "vector.broadcast"(%2) : (vector<3xi32>) -> vector<400x3xi32>
    %4 = "vector.extract_strided_slice"(%3) <{offsets = [1, 1], sizes = [2, 2], strides = [1, 1]}> : (vector<400x3xi32>) -> vector<2x2xi32>
    "use"(%1, %4) : (vector<2x3xi32>, vector<2x2xi32>) -> ()
    %5 = "vector.extract_strided_slice"(%3) <{offsets = [1, 1], sizes = [2, 1], strides = [1, 1]}> : (vector<400x3xi32>) -> vector<2x1xi32>
    "use"(%5) : (vector<2x1xi32>) -> ()
    %6 = "ub.poison"() <{value = #ub.poison}> : () -> vector<2x300xi32>
    "func.return"(%6) : (vector<2x300xi32>) -> ()
  }) : () -> ()
}) : () -> ()

