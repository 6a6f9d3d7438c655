#loc2 = loc("input.mlir":2:14)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xf32>) -> f32, sym_name = "f"}> ({
  ^bb0(%arg0: memref<4xf32> loc("input.mlir":2:14)):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index loc(#loc3)
    %1 = "scf.execute_region"() ({
      %6 = "memref.load"(%arg0, %0) : (memref<4xf32>, index) -> f32 loc(#loc5)
      "scf.yield"(%6) : (f32) -> () loc(#loc6)
    }) : () -> f32 loc(#loc4)
    %2 = "scf.execute_region"() ({
      %5 = "memref.load"(%arg0, %0) : (memref<4xf32>, index) -> f32 loc(#loc8)
      "scf.yield"(%5) : (f32) -> () loc(#loc9)
    }) : () -> f32 loc(#loc7)
    %3 = "scf.execute_region"() ({
      %4 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32 loc(#loc11)
      "scf.yield"(%4) : (f32) -> () loc(#loc12)
    }) : () -> f32 loc(#loc10)
    "func.return"(%2) : (f32) -> () loc(#loc13)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:9)
#loc4 = loc("input.mlir":4:8)
#loc5 = loc("input.mlir":5:10)
#loc6 = loc("input.mlir":6:5)
#loc7 = loc("input.mlir":8:8)
#loc8 = loc("input.mlir":9:10)
#loc9 = loc("input.mlir":10:5)
#loc10 = loc("input.mlir":12:8)
#loc11 = loc("input.mlir":13:10)
#loc12 = loc("input.mlir":14:5)
#loc13 = loc("input.mlir":16:3)

