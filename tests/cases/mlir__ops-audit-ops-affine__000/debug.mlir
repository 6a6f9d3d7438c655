#loc2 = loc("input.mlir":3:23)
#loc3 = loc("input.mlir":3:48)
#loc4 = loc("input.mlir":3:59)
#loc5 = loc("input.mlir":3:68)
#loc6 = loc("input.mlir":3:87)
#loc15 = loc("input.mlir":11:14)
#loc17 = loc("input.mlir":12:16)
#loc21 = loc("input.mlir":17:14)
#loc23 = loc("input.mlir":19:14)
#loc25 = loc("input.mlir":21:19)
#loc26 = loc("input.mlir":21:42)
#loc30 = loc("input.mlir":25:22)
#loc31 = loc("input.mlir":25:52)
#loc32 = loc("input.mlir":25:63)
#loc43 = loc("input.mlir":41:20)
#loc44 = loc("input.mlir":41:24)
#loc47 = loc("input.mlir":44:20)
#loc49 = loc("input.mlir":46:26)
#loc52 = loc("input.mlir":49:29)
#map = affine_map<(d0) -> (d0 + 1)>
#map1 = affine_map<(d0)[s0] -> (d0 * 2 + s0)>
#map2 = affine_map<()[s0] -> (s0 mod 4)>
#map3 = affine_map<(d0, d1) -> (d0 floordiv 3 + d1 ceildiv 2)>
#map4 = affine_map<(d0)[s0] -> (1000, d0 + 512, s0)>
#map5 = affine_map<(d0)[s0] -> (d0 + s0, d0 - 2)>
#map6 = affine_map<(d0, d1) -> (d0, d1 + 1)>
#map7 = affine_map<(d0)[s0] -> (d0 * 2, s0)>
#map8 = affine_map<() -> (0)>
#map9 = affine_map<()[s0] -> (s0)>
#map10 = affine_map<() -> (10)>
#map11 = affine_map<(d0) -> (d0, 0)>
#map12 = affine_map<(d0) -> (d0, 100)>
#map13 = affine_map<() -> (0, 0)>
#map14 = affine_map<(d0) -> (10, d0)>
#map15 = affine_map<() -> (100)>
#map16 = affine_map<(d0) -> (0, d0)>
#map17 = affine_map<(d0) -> (100, d0)>
#map18 = affine_map<(d0, d1) -> (d0, d1)>
#map19 = affine_map<(d0) -> (d0 + 1, 0)>
#map20 = affine_map<(d0, d1) -> (d0, d1 + 8)>
#map21 = affine_map<()[s0, s1] -> (s0 floordiv 2, s1 * 3)>
#map22 = affine_map<(d0) -> (d0)>
#set = affine_set<(d0)[s0] : (d0 - 10 >= 0, -d0 + s0 == 0)>
#set1 = affine_set<(d0) : (d0 >= 0)>
#set2 = affine_set<()[s0] : (s0 - 1 >= 0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<100x100xf32>, index, f32, vector<8xf32>, index) -> (), sym_name = "affine_ops"}> ({
  ^bb0(%arg0: memref<100x100xf32> loc("input.mlir":3:23), %arg1: index loc("input.mlir":3:48), %arg2: f32 loc("input.mlir":3:59), %arg3: vector<8xf32> loc("input.mlir":3:68), %arg4: index loc("input.mlir":3:87)):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index loc(#loc7)
    %1 = "affine.apply"(%arg1) <{map = #map}> : (index) -> index loc(#loc8)
    %2 = "affine.apply"(%arg1, %arg4) <{map = #map1}> : (index, index) -> index loc(#loc9)
    %3 = "affine.apply"(%arg1) <{map = #map2}> : (index) -> index loc(#loc10)
    %4 = "affine.apply"(%arg1, %arg4) <{map = #map3}> : (index, index) -> index loc(#loc11)
    %5 = "affine.min"(%arg1, %arg4) <{map = #map4}> : (index, index) -> index loc(#loc12)
    %6 = "affine.max"(%arg1, %arg4) <{map = #map5}> : (index, index) -> index loc(#loc13)
    "affine.for"() <{lowerBoundMap = #map8, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map10}> ({
    ^bb0(%arg17: index loc("input.mlir":11:14)):
      "affine.for"(%arg1) <{lowerBoundMap = #map8, operandSegmentSizes = array<i32: 0, 1, 0>, step = 2 : index, upperBoundMap = #map9}> ({
      ^bb0(%arg18: index loc("input.mlir":12:16)):
        %23 = "affine.load"(%arg0, %arg17, %arg18) <{map = #map6}> : (memref<100x100xf32>, index, index) -> f32 loc(#loc18)
        "affine.store"(%23, %arg0, %arg17, %arg1) <{map = #map7}> : (f32, memref<100x100xf32>, index, index) -> () loc(#loc19)
        "affine.yield"() : () -> () loc(#loc16)
      }) : (index) -> () loc(#loc16)
      "affine.yield"() : () -> () loc(#loc14)
    }) : () -> () loc(#loc14)
    "affine.for"(%arg1, %arg4) <{lowerBoundMap = #map11, operandSegmentSizes = array<i32: 1, 1, 0>, step = 1 : index, upperBoundMap = #map12}> ({
    ^bb0(%arg16: index loc("input.mlir":17:14)):
      "affine.yield"() : () -> () loc(#loc20)
    }) : (index, index) -> () loc(#loc20)
    "affine.for"(%0, %arg1) <{lowerBoundMap = #map9, operandSegmentSizes = array<i32: 1, 1, 0>, step = 1 : index, upperBoundMap = #map9}> ({
    ^bb0(%arg15: index loc("input.mlir":19:14)):
      "affine.yield"() : () -> () loc(#loc22)
    }) : (index, index) -> () loc(#loc22)
    %7 = "affine.for"(%arg2) <{lowerBoundMap = #map8, operandSegmentSizes = array<i32: 0, 0, 1>, step = 1 : index, upperBoundMap = #map10}> ({
    ^bb0(%arg13: index loc("input.mlir":21:19), %arg14: f32 loc("input.mlir":21:42)):
      %22 = "arith.addf"(%arg14, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc27)
      "affine.yield"(%22) : (f32) -> () loc(#loc28)
    }) : (f32) -> f32 loc(#loc24)
    %8:2 = "affine.for"(%arg2, %arg2) <{lowerBoundMap = #map8, operandSegmentSizes = array<i32: 0, 0, 2>, step = 3 : index, upperBoundMap = #map10}> ({
    ^bb0(%arg10: index loc("input.mlir":25:22), %arg11: f32 loc("input.mlir":25:52), %arg12: f32 loc("input.mlir":25:63)):
      "affine.yield"(%arg11, %arg12) : (f32, f32) -> () loc(#loc33)
    }) : (f32, f32) -> (f32, f32) loc(#loc29)
    "affine.if"(%arg1, %arg4) <{condition = #set}> ({
      "test.op"() : () -> () loc(#loc35)
      "affine.yield"() : () -> () loc(#loc34)
    }, {
    }) : (index, index) -> () loc(#loc34)
    "affine.if"(%arg1) <{condition = #set1}> ({
      "test.op"() : () -> () loc(#loc37)
      "affine.yield"() : () -> () loc(#loc36)
    }, {
      "test.op2"() : () -> () loc(#loc38)
      "affine.yield"() : () -> () loc(#loc36)
    }) : (index) -> () loc(#loc36)
    %9 = "affine.if"(%arg1) <{condition = #set2}> ({
      "affine.yield"(%arg2) : (f32) -> () loc(#loc40)
    }, {
      "affine.yield"(%arg2) : (f32) -> () loc(#loc41)
    }) : (index) -> f32 loc(#loc39)
    "affine.parallel"(%arg1) <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = #map13, reductions = [], steps = [1, 1], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = #map14}> ({
    ^bb0(%arg8: index loc("input.mlir":41:20), %arg9: index loc("input.mlir":41:24)):
      "test.use"(%arg8, %arg9) : (index, index) -> () loc(#loc45)
      "affine.yield"() : () -> () loc(#loc42)
    }) : (index) -> () loc(#loc42)
    "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = #map8, reductions = [], steps = [10], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = #map15}> ({
    ^bb0(%arg7: index loc("input.mlir":44:20)):
      "affine.yield"() : () -> () loc(#loc46)
    }) : () -> () loc(#loc46)
    %10 = "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = #map8, reductions = [0], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = #map10}> ({
    ^bb0(%arg6: index loc("input.mlir":46:26)):
      "affine.yield"(%arg2) : (f32) -> () loc(#loc50)
    }) : () -> f32 loc(#loc48)
    %11:2 = "affine.parallel"(%arg1, %arg4) <{lowerBoundsGroups = dense<2> : tensor<1xi32>, lowerBoundsMap = #map16, reductions = [4, 12], steps = [1], upperBoundsGroups = dense<2> : tensor<1xi32>, upperBoundsMap = #map17}> ({
    ^bb0(%arg5: index loc("input.mlir":49:29)):
      "affine.yield"(%arg2, %arg2) : (f32, f32) -> () loc(#loc53)
    }) : (index, index) -> (f32, f32) loc(#loc51)
    "affine.prefetch"(%arg0, %arg1, %arg4) <{isDataCache = true, isWrite = false, localityHint = 3 : i32, map = #map18}> : (memref<100x100xf32>, index, index) -> () loc(#loc54)
    "affine.prefetch"(%arg0, %arg1) <{isDataCache = false, isWrite = true, localityHint = 1 : i32, map = #map19}> : (memref<100x100xf32>, index) -> () loc(#loc55)
    %12 = "affine.vector_load"(%arg0, %arg1, %arg4) <{map = #map18}> : (memref<100x100xf32>, index, index) -> vector<8xf32> loc(#loc56)
    "affine.vector_store"(%arg3, %arg0, %arg1, %arg4) <{map = #map20}> : (vector<8xf32>, memref<100x100xf32>, index, index) -> () loc(#loc57)
    %13:2 = "affine.delinearize_index"(%arg1) <{static_basis = array<i64: 4, 25>}> : (index) -> (index, index) loc(#loc58)
    %14:3 = "affine.delinearize_index"(%arg1, %arg4) <{static_basis = array<i64: -9223372036854775808, 5, 5>}> : (index, index) -> (index, index, index) loc(#loc59)
    %15:2 = "affine.delinearize_index"(%arg1) <{static_basis = array<i64: 5>}> : (index) -> (index, index) loc(#loc60)
    %16 = "affine.linearize_index"(%13#0, %13#1) <{disjoint = false, operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: 4, 25>}> : (index, index) -> index loc(#loc61)
    %17 = "affine.linearize_index"(%13#0, %13#1, %arg4) <{disjoint, operandSegmentSizes = array<i32: 2, 1>, static_basis = array<i64: -9223372036854775808, 25>}> : (index, index, index) -> index loc(#loc62)
    %18 = "affine.linearize_index"(%13#0, %13#1) <{disjoint = false, operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: 25>}> : (index, index) -> index loc(#loc63)
    %19 = "affine.load"(%arg0) <{map = #map13}> : (memref<100x100xf32>) -> f32 loc(#loc64)
    %20 = "affine.load"(%arg0, %arg1, %arg4) <{map = #map21}> : (memref<100x100xf32>, index, index) -> f32 loc(#loc65)
    %21 = "affine.min"(%arg1) <{map = #map22}> : (index) -> index loc(#loc66)
    "func.return"() : () -> () loc(#loc67)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc7 = loc("input.mlir":4:9)
#loc8 = loc("input.mlir":5:9)
#loc9 = loc("input.mlir":6:9)
#loc10 = loc("input.mlir":7:9)
#loc11 = loc("input.mlir":8:9)
#loc12 = loc("input.mlir":9:9)
#loc13 = loc("input.mlir":10:9)
#loc14 = loc("input.mlir":11:3)
#loc16 = loc("input.mlir":12:5)
#loc18 = loc("input.mlir":13:12)
#loc19 = loc("input.mlir":14:7)
#loc20 = loc("input.mlir":17:3)
#loc22 = loc("input.mlir":19:3)
#loc24 = loc("input.mlir":21:8)
#loc27 = loc("input.mlir":22:10)
#loc28 = loc("input.mlir":23:5)
#loc29 = loc("input.mlir":25:11)
#loc33 = loc("input.mlir":26:5)
#loc34 = loc("input.mlir":28:3)
#loc35 = loc("input.mlir":29:5)
#loc36 = loc("input.mlir":31:3)
#loc37 = loc("input.mlir":32:5)
#loc38 = loc("input.mlir":34:5)
#loc39 = loc("input.mlir":36:9)
#loc40 = loc("input.mlir":37:5)
#loc41 = loc("input.mlir":39:5)
#loc42 = loc("input.mlir":41:3)
#loc45 = loc("input.mlir":42:5)
#loc46 = loc("input.mlir":44:3)
#loc48 = loc("input.mlir":46:9)
#loc50 = loc("input.mlir":47:5)
#loc51 = loc("input.mlir":49:12)
#loc53 = loc("input.mlir":50:5)
#loc54 = loc("input.mlir":52:3)
#loc55 = loc("input.mlir":53:3)
#loc56 = loc("input.mlir":54:9)
#loc57 = loc("input.mlir":55:3)
#loc58 = loc("input.mlir":56:11)
#loc59 = loc("input.mlir":57:12)
#loc60 = loc("input.mlir":58:12)
#loc61 = loc("input.mlir":59:9)
#loc62 = loc("input.mlir":60:10)
#loc63 = loc("input.mlir":61:10)
#loc64 = loc("input.mlir":62:9)
#loc65 = loc("input.mlir":63:9)
#loc66 = loc("input.mlir":64:10)
#loc67 = loc("input.mlir":65:3)

