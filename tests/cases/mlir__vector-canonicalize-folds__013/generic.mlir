"builtin.module"() ({
  "func.func"() <{function_type = (vector<2xf32>, vector<2x1xf32>) -> (f32, f32, f32, f32, f32), sym_name = "b"}> ({
  ^bb0(%arg0: vector<2xf32>, %arg1: vector<2x1xf32>):
    %0 = "vector.broadcast"(%arg0) : (vector<2xf32>) -> vector<3x2xf32>
    %1:6 = "vector.to_elements"(%0) : (vector<3x2xf32>) -> (f32, f32, f32, f32, f32, f32)
    %2 = "vector.broadcast"(%arg1) : (vector<2x1xf32>) -> vector<2x3xf32>
    %3:6 = "vector.to_elements"(%2) : (vector<2x3xf32>) -> (f32, f32, f32, f32, f32, f32)
    "func.return"(%1#0, %1#3, %3#0, %3#4, %3#5) : (f32, f32, f32, f32, f32) -> ()
  }) : () -> ()
}) : () -> ()

