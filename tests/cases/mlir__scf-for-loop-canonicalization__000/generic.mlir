"builtin.module"() ({
  "func.func"() <{function_type = (tensor<?x?xf32>, memref<?xf32>, tensor<2x2xf32>) -> (index, index, index), sym_name = "dims"}> ({
  ^bb0(%arg0: tensor<?x?xf32>, %arg1: memref<?xf32>, %arg2: tensor<2x2xf32>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 10 : index}> : () -> index
    %3:2 = "scf.for"(%0, %2, %1, %arg0, %arg1) ({
    ^bb0(%arg5: index, %arg6: tensor<?x?xf32>, %arg7: memref<?xf32>):
      %10 = "tensor.dim"(%arg6, %0) : (tensor<?x?xf32>, index) -> index
      %11 = "memref.dim"(%arg7, %0) : (memref<?xf32>, index) -> index
      "test.use"(%10, %11) : (index, index) -> ()
      %12 = "scf.for"(%0, %2, %1, %arg6) ({
      ^bb0(%arg8: index, %arg9: tensor<?x?xf32>):
        %13 = "tensor.insert_slice"(%arg2, %arg9) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (tensor<2x2xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
        "scf.yield"(%13) : (tensor<?x?xf32>) -> ()
      }) : (index, index, index, tensor<?x?xf32>) -> tensor<?x?xf32>
      "scf.yield"(%12, %arg7) : (tensor<?x?xf32>, memref<?xf32>) -> ()
    }) : (index, index, index, tensor<?x?xf32>, memref<?xf32>) -> (tensor<?x?xf32>, memref<?xf32>)
    %4 = "tensor.dim"(%3#0, %1) : (tensor<?x?xf32>, index) -> index
    %5 = "memref.dim"(%3#1, %0) : (memref<?xf32>, index) -> index
    %6 = "test.new"() : () -> tensor<?x?xf32>
    %7 = "scf.for"(%0, %2, %1, %arg0) ({
    ^bb0(%arg3: index, %arg4: tensor<?x?xf32>):
      %9 = "tensor.dim"(%arg4, %0) : (tensor<?x?xf32>, index) -> index
      "test.use"(%9) : (index) -> ()
      "scf.yield"(%6) : (tensor<?x?xf32>) -> ()
    }) : (index, index, index, tensor<?x?xf32>) -> tensor<?x?xf32>
    %8 = "tensor.dim"(%7, %0) : (tensor<?x?xf32>, index) -> index
    "func.return"(%4, %5, %8) : (index, index, index) -> ()
  }) : () -> ()
}) : () -> ()

