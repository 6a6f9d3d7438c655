"builtin.module"() ({
  "func.func"() <{function_type = (tensor<?xf32>, index, index, index) -> tensor<?xf32>, sym_name = "nested"}> ({
  ^bb0(%arg0: tensor<?xf32>, %arg1: index, %arg2: index, %arg3: index):
    %0 = "scf.for"(%arg1, %arg2, %arg3, %arg0) ({
    ^bb0(%arg4: index, %arg5: tensor<?xf32>):
      %1 = "scf.for"(%arg1, %arg2, %arg3, %arg5) ({
      ^bb0(%arg6: index, %arg7: tensor<?xf32>):
        %2 = "tensor.extract_slice"(%arg7) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 5>, static_strides = array<i64: 1>}> : (tensor<?xf32>) -> tensor<5xf32>
        %3 = "test.foo"(%2) : (tensor<5xf32>) -> tensor<5xf32>
        %4 = "tensor.insert_slice"(%3, %arg7) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 5>, static_strides = array<i64: 1>}> : (tensor<5xf32>, tensor<?xf32>) -> tensor<?xf32>
        "scf.yield"(%4) : (tensor<?xf32>) -> ()
      }) : (index, index, index, tensor<?xf32>) -> tensor<?xf32>
      "scf.yield"(%1) : (tensor<?xf32>) -> ()
    }) : (index, index, index, tensor<?xf32>) -> tensor<?xf32>
    "func.return"(%0) : (tensor<?xf32>) -> ()
  }) : () -> ()
}) : () -> ()

