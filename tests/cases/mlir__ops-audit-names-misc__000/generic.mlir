"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "callee", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (f32, vector<4xf32>, index, i32) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: f32, %arg1: vector<4xf32>, %arg2: index, %arg3: i32):
    %0 = "func.constant"() <{value = @callee}> : () -> ((i32) -> i32)
    %1 = "complex.constant"() <{value = [1.000000e+00 : f32, 2.000000e+00 : f32]}> : () -> complex<f32>
    %2 = "complex.constant"() <{value = [1 : i32, 2 : i32]}> : () -> complex<i32>
    %3 = "index.constant"() <{value = 42 : index}> : () -> index
    %4 = "index.constant"() <{value = -3 : index}> : () -> index
    %5 = "index.bool.constant"() <{value = true}> : () -> i1
    %6 = "index.bool.constant"() <{value = false}> : () -> i1
    %7 = "index.constant"() <{value = 0 : index}> : () -> index
    %8:2 = "math.sincos"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> (f32, f32)
    %9:2 = "math.sincos"(%arg1) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>) -> (vector<4xf32>, vector<4xf32>)
    %10 = "ub.poison"() <{value = #ub.poison}> : () -> index
    %11 = "test.vscale"() : () -> index
    %12 = "arith.muli"(%10, %11) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %13 = "index.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %14 = "index.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %15 = "index.constant"() <{value = 4294967296 : index}> : () -> index
    "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8#0, %8#1, %9#0, %9#1, %10, %12, %13, %14, %15) : ((i32) -> i32, complex<f32>, complex<i32>, index, index, i1, i1, index, f32, f32, vector<4xf32>, vector<4xf32>, index, index, index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

