#map = affine_map<(d0) -> (d0 * 2)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<?xf32>, index, f32) -> tensor<?xf32>, sym_name = "m2"}> ({
  ^bb0(%arg0: tensor<?xf32>, %arg1: index, %arg2: f32):
    %0 = "affine.apply"(%arg1) <{map = #map}> : (index) -> index
    %1 = "tensor.pad"(%arg0, %0) <{operandSegmentSizes = array<i32: 1, 1, 0>, static_high = array<i64: 1>, static_low = array<i64: -9223372036854775808>}> ({
    ^bb0(%arg4: index):
      "tensor.yield"(%arg2) : (f32) -> ()
    }) : (tensor<?xf32>, index) -> tensor<?xf32>
    %2 = "tensor.pad"(%1, %arg1, %0) <{operandSegmentSizes = array<i32: 1, 1, 1>, static_high = array<i64: -9223372036854775808>, static_low = array<i64: -9223372036854775808>}> ({
    ^bb0(%arg3: index):
      "tensor.yield"(%arg2) : (f32) -> ()
    }) : (tensor<?xf32>, index, index) -> tensor<?xf32>
    "func.return"(%2) : (tensor<?xf32>) -> ()
  }) : () -> ()
}) : () -> ()

