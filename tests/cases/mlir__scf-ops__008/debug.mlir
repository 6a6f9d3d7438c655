#loc2 = loc("input.mlir":2:31)
#loc3 = loc("input.mlir":2:58)
#loc4 = loc("input.mlir":2:70)
#loc5 = loc("input.mlir":2:82)
#loc9 = loc("input.mlir":5:18)
#loc10 = loc("input.mlir":5:56)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<1024xf32>, index, index, index) -> f32, sym_name = "conditional_reduce"}> ({
  ^bb0(%arg0: memref<1024xf32> loc("input.mlir":2:31), %arg1: index loc("input.mlir":2:58), %arg2: index loc("input.mlir":2:70), %arg3: index loc("input.mlir":2:82)):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32 loc(#loc6)
    %1 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32 loc(#loc7)
    %2 = "scf.for"(%arg1, %arg2, %arg3, %0) ({
    ^bb0(%arg4: index loc("input.mlir":5:18), %arg5: f32 loc("input.mlir":5:56)):
      %3 = "test.load"(%arg0, %arg4) : (memref<1024xf32>, index) -> f32 loc(#loc11)
      %4 = "arith.cmpf"(%3, %1) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1 loc(#loc12)
      %5 = "scf.if"(%4) ({
        %6 = "arith.addf"(%arg5, %3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc14)
        "scf.yield"(%6) : (f32) -> () loc(#loc15)
      }, {
        "scf.yield"(%arg5) : (f32) -> () loc(#loc16)
      }) : (i1) -> f32 loc(#loc13)
      "scf.yield"(%5) : (f32) -> () loc(#loc17)
    }) : (index, index, index, f32) -> f32 loc(#loc8)
    "func.return"(%2) : (f32) -> () loc(#loc18)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc6 = loc("input.mlir":3:12)
#loc7 = loc("input.mlir":4:9)
#loc8 = loc("input.mlir":5:10)
#loc11 = loc("input.mlir":6:10)
#loc12 = loc("input.mlir":7:13)
#loc13 = loc("input.mlir":8:17)
#loc14 = loc("input.mlir":9:18)
#loc15 = loc("input.mlir":10:7)
#loc16 = loc("input.mlir":12:7)
#loc17 = loc("input.mlir":14:5)
#loc18 = loc("input.mlir":16:3)

