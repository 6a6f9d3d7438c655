"builtin.module"() ({
  "func.func"() <{function_type = (tensor<?xf32>, f32) -> tensor<?xf32>, sym_name = "m3"}> ({
  ^bb0(%arg0: tensor<?xf32>, %arg1: f32):
    %0 = "scf.execute_region"() ({
      %1 = "test.idx"() : () -> index
      %2 = "tensor.pad"(%arg0, %1) <{operandSegmentSizes = array<i32: 1, 1, 0>, static_high = array<i64: 1>, static_low = array<i64: -9223372036854775808>}> ({
      ^bb0(%arg3: index):
        "tensor.yield"(%arg1) : (f32) -> ()
      }) : (tensor<?xf32>, index) -> tensor<?xf32>
      %3 = "tensor.pad"(%2, %1) <{operandSegmentSizes = array<i32: 1, 0, 1>, static_high = array<i64: -9223372036854775808>, static_low = array<i64: 2>}> ({
      ^bb0(%arg2: index):
        "tensor.yield"(%arg1) : (f32) -> ()
      }) : (tensor<?xf32>, index) -> tensor<?xf32>
      "scf.yield"(%3) : (tensor<?xf32>) -> ()
    }) : () -> tensor<?xf32>
    "func.return"(%0) : (tensor<?xf32>) -> ()
  }) : () -> ()
}) : () -> ()

