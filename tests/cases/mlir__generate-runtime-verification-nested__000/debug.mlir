#loc2 = loc("input.mlir":4:14)
#loc3 = loc("input.mlir":4:33)
#loc10 = loc("input.mlir":12:14)
#loc11 = loc("input.mlir":12:33)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?xf32>, index) -> f32, sym_name = "f"}> ({
  ^bb0(%arg2: memref<?xf32> loc("input.mlir":4:14), %arg3: index loc("input.mlir":4:33)):
    %2 = "arith.constant"() <{value = 0 : index}> : () -> index loc(#loc4)
    %3 = "memref.load"(%arg2, %2) : (memref<?xf32>, index) -> f32 loc(#loc5)
    %4 = "memref.load"(%arg2, %arg3) : (memref<?xf32>, index) -> f32 loc(#loc6)
    %5 = "arith.addf"(%3, %4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc7)
    "func.return"(%5) : (f32) -> () loc(#loc8)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (tensor<?xf32>, index) -> f32, sym_name = "g"}> ({
  ^bb0(%arg0: tensor<?xf32> loc("input.mlir":12:14), %arg1: index loc("input.mlir":12:33)):
    %0 = "tensor.dim"(%arg0, %arg1) : (tensor<?xf32>, index) -> index loc(#loc12)
    %1 = "tensor.extract"(%arg0, %0) : (tensor<?xf32>, index) -> f32 loc(#loc13)
    "func.return"(%1) : (f32) -> () loc(#loc14)
  }) : () -> () loc(#loc9)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":4:1)
#loc4 = loc("input.mlir":5:9)
#loc5 = loc("input.mlir":6:8)
#loc6 = loc("input.mlir":7:8)
#loc7 = loc("input.mlir":8:8)
#loc8 = loc("input.mlir":9:3)
#loc9 = loc("input.mlir":12:1)
#loc12 = loc("input.mlir":13:10)
#loc13 = loc("input.mlir":14:8)
#loc14 = loc("input.mlir":15:3)

