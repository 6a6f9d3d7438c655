#loc3 = loc("input.mlir":2:14)
#loc4 = loc("input.mlir":2:22)
#loc15 = loc("input.mlir":15:14)
#loc21 = loc("input.mlir":23:8)
#map = affine_map<() -> (0)>
#map1 = affine_map<() -> (2)>
"builtin.module"() ({
  "func.func"() <{function_type = () -> i32, sym_name = "g", sym_visibility = "private"}> ({
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (i1, memref<2xf32>) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i1 loc("input.mlir":2:14), %arg1: memref<2xf32> loc("input.mlir":2:22)):
    %0 = "func.call"() <{callee = @g}> : () -> i32 loc(#loc5)
    %1 = "scf.if"(%arg0) ({
      %13 = "func.call"() <{callee = @g}> : () -> i32 loc(#loc7)
      %14 = "func.constant"() <{value = @g}> : () -> (() -> i32) loc(#loc8)
      "scf.yield"(%13) : (i32) -> () loc(#loc9)
    }, {
      %11 = "test.region"() ({
        %12 = "func.call"() <{callee = @g}> : () -> i32 loc(#loc11)
        "test.yield"(%12) : (i32) -> () loc(#loc12)
      }) : () -> i32 loc(#loc10)
      "scf.yield"(%11) : (i32) -> () loc(#loc13)
    }) : (i1) -> i32 loc(#loc6)
    "affine.for"() <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map1}> ({
    ^bb0(%arg3: index loc("input.mlir":15:14)):
      %10 = "func.call"() <{callee = @g}> : () -> i32 loc(#loc16)
      "affine.yield"() : () -> () loc(#loc14)
    }) : () -> () loc(#loc14)
    "memref.alloca_scope"() ({
      %9 = "func.call"() <{callee = @g}> : () -> i32 loc(#loc18)
      "memref.alloca_scope.return"() : () -> () loc(#loc17)
    }) : () -> () loc(#loc17)
    %2 = "arith.index_cast"(%0) : (i32) -> index loc(#loc19)
    %3 = "memref.generic_atomic_rmw"(%arg1, %2) ({
    ^bb0(%arg2: f32 loc("input.mlir":23:8)):
      %8 = "func.constant"() <{value = @g}> : () -> (() -> i32) loc(#loc22)
      "memref.atomic_yield"(%arg2) : (f32) -> () loc(#loc23)
    }) : (memref<2xf32>, index) -> f32 loc(#loc20)
    %4 = "tensor.generate"() ({
      %7 = "func.call"() <{callee = @g}> : () -> i32 loc(#loc25)
      "tensor.yield"(%7) : (i32) -> () loc(#loc26)
    }) : () -> tensor<i32> loc(#loc24)
    %5 = "test.op"() ({
      %6 = "func.constant"() <{value = @g}> : () -> (() -> i32) loc(#loc28)
      "test.yield"(%0) : (i32) -> () loc(#loc29)
    }) : () -> i32 loc(#loc27)
    "func.return"(%1) : (i32) -> () loc(#loc30)
  }) : () -> () loc(#loc2)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":1:1)
#loc2 = loc("input.mlir":2:1)
#loc5 = loc("input.mlir":3:8)
#loc6 = loc("input.mlir":4:8)
#loc7 = loc("input.mlir":5:10)
#loc8 = loc("input.mlir":6:11)
#loc9 = loc("input.mlir":7:5)
#loc10 = loc("input.mlir":9:10)
#loc11 = loc("input.mlir":10:12)
#loc12 = loc("input.mlir":11:7)
#loc13 = loc("input.mlir":13:5)
#loc14 = loc("input.mlir":15:3)
#loc16 = loc("input.mlir":16:10)
#loc17 = loc("input.mlir":18:3)
#loc18 = loc("input.mlir":19:10)
#loc19 = loc("input.mlir":21:9)
#loc20 = loc("input.mlir":22:8)
#loc22 = loc("input.mlir":24:10)
#loc23 = loc("input.mlir":25:5)
#loc24 = loc("input.mlir":27:8)
#loc25 = loc("input.mlir":29:10)
#loc26 = loc("input.mlir":30:5)
#loc27 = loc("input.mlir":32:9)
#loc28 = loc("input.mlir":33:10)
#loc29 = loc("input.mlir":34:5)
#loc30 = loc("input.mlir":36:3)

