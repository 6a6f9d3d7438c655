#loc2 = loc("input.mlir":2:19)
#loc3 = loc("input.mlir":2:40)
#loc4 = loc("input.mlir":2:52)
#loc5 = loc("input.mlir":2:64)
#loc7 = loc("input.mlir":3:16)
#loc8 = loc("input.mlir":3:53)
#loc10 = loc("input.mlir":4:18)
#loc11 = loc("input.mlir":4:55)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<?xf32>, index, index, index) -> tensor<?xf32>, sym_name = "nested"}> ({
  ^bb0(%arg0: tensor<?xf32> loc("input.mlir":2:19), %arg1: index loc("input.mlir":2:40), %arg2: index loc("input.mlir":2:52), %arg3: index loc("input.mlir":2:64)):
    %0 = "scf.for"(%arg1, %arg2, %arg3, %arg0) ({
    ^bb0(%arg4: index loc("input.mlir":3:16), %arg5: tensor<?xf32> loc("input.mlir":3:53)):
      %1 = "scf.for"(%arg1, %arg2, %arg3, %arg5) ({
      ^bb0(%arg6: index loc("input.mlir":4:18), %arg7: tensor<?xf32> loc("input.mlir":4:55)):
        %2 = "tensor.extract_slice"(%arg7) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 5>, static_strides = array<i64: 1>}> : (tensor<?xf32>) -> tensor<5xf32> loc(#loc12)
        %3 = "test.foo"(%2) : (tensor<5xf32>) -> tensor<5xf32> loc(#loc13)
        %4 = "tensor.insert_slice"(%3, %arg7) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 5>, static_strides = array<i64: 1>}> : (tensor<5xf32>, tensor<?xf32>) -> tensor<?xf32> loc(#loc14)
        "scf.yield"(%4) : (tensor<?xf32>) -> () loc(#loc15)
      }) : (index, index, index, tensor<?xf32>) -> tensor<?xf32> loc(#loc9)
      "scf.yield"(%1) : (tensor<?xf32>) -> () loc(#loc16)
    }) : (index, index, index, tensor<?xf32>) -> tensor<?xf32> loc(#loc6)
    "func.return"(%0) : (tensor<?xf32>) -> () loc(#loc17)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc6 = loc("input.mlir":3:8)
#loc9 = loc("input.mlir":4:10)
#loc12 = loc("input.mlir":5:12)
#loc13 = loc("input.mlir":6:12)
#loc14 = loc("input.mlir":7:12)
#loc15 = loc("input.mlir":8:7)
#loc16 = loc("input.mlir":10:5)
#loc17 = loc("input.mlir":12:3)

