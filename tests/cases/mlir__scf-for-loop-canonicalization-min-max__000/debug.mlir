#loc2 = loc("input.mlir":6:19)
#loc3 = loc("input.mlir":6:31)
#loc4 = loc("input.mlir":6:43)
#loc11 = loc("input.mlir":12:11)
#loc17 = loc("input.mlir":18:11)
#loc19 = loc("input.mlir":19:13)
#loc29 = loc("input.mlir":30:15)
#loc30 = loc("input.mlir":30:19)
#loc35 = loc("input.mlir":35:17)
#loc39 = loc("input.mlir":40:11)
#loc44 = loc("input.mlir":46:11)
#map = affine_map<(d0)[s0] -> (4, -d0 + s0)>
#map1 = affine_map<(d0)[s0] -> (d0 - s0, 0)>
#map2 = affine_map<(d0)[s0, s1] -> (d0 - s0, s1)>
#map3 = affine_map<(d0, d1) -> (d0 + d1 + 4, 100)>
#map4 = affine_map<(d0, d1) -> (d0 floordiv 8, 7)>
#map5 = affine_map<(d0) -> (d0 mod 8, d0 ceildiv 4)>
#map6 = affine_map<(d0)[s0] -> (s0, d0 + 64)>
#map7 = affine_map<(d0) -> (d0 floordiv 8 + 100, 5)>
#map8 = affine_map<(d0, d1) -> (d0 - d1, -8)>
#map9 = affine_map<(d0)[s0] -> (d0 + s0, 100)>
#map10 = affine_map<(d0) -> (-d0 + 16, 4)>
#map11 = affine_map<(d0)[s0] -> (d0, s0)>
#map12 = affine_map<(d0) -> (d0, 1000)>
#map13 = affine_map<(d0) -> (d0 * 2, d0 + 4)>
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index) -> (), sym_name = "ranges"}> ({
  ^bb0(%arg0: index loc("input.mlir":6:19), %arg1: index loc("input.mlir":6:31), %arg2: index loc("input.mlir":6:43)):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index loc(#loc5)
    %1 = "arith.constant"() <{value = 4 : index}> : () -> index loc(#loc6)
    %2 = "arith.constant"() <{value = 7 : index}> : () -> index loc(#loc7)
    %3 = "arith.constant"() <{value = 8 : index}> : () -> index loc(#loc8)
    %4 = "arith.constant"() <{value = 64 : index}> : () -> index loc(#loc9)
    "scf.for"(%arg0, %arg1, %1) ({
    ^bb0(%arg10: index loc("input.mlir":12:11)):
      %18 = "affine.min"(%arg10, %arg1) <{map = #map}> : (index, index) -> index loc(#loc12)
      %19 = "affine.max"(%arg10, %arg0) <{map = #map1}> : (index, index) -> index loc(#loc13)
      %20 = "affine.min"(%arg10, %arg0, %arg2) <{map = #map2}> : (index, index, index) -> index loc(#loc14)
      "test.use"(%18, %19, %20) : (index, index, index) -> () loc(#loc15)
      "scf.yield"() : () -> () loc(#loc10)
    }) : (index, index, index) -> () loc(#loc10)
    "scf.for"(%0, %4, %3) ({
    ^bb0(%arg8: index loc("input.mlir":18:11)):
      "scf.for"(%0, %3, %1) ({
      ^bb0(%arg9: index loc("input.mlir":19:13)):
        %11 = "affine.min"(%arg8, %arg9) <{map = #map3}> : (index, index) -> index loc(#loc20)
        %12 = "affine.min"(%arg8, %arg9) <{map = #map4}> : (index, index) -> index loc(#loc21)
        %13 = "affine.max"(%arg8) <{map = #map5}> : (index) -> index loc(#loc22)
        %14 = "affine.min"(%arg8, %arg2) <{map = #map6}> : (index, index) -> index loc(#loc23)
        %15 = "affine.min"(%arg8) <{map = #map7}> : (index) -> index loc(#loc24)
        %16 = "affine.max"(%arg8, %arg9) <{map = #map8}> : (index, index) -> index loc(#loc25)
        %17 = "affine.min"(%arg8, %2) <{map = #map9}> : (index, index) -> index loc(#loc26)
        "test.use"(%11, %12, %13, %14, %15, %16, %17) : (index, index, index, index, index, index, index) -> () loc(#loc27)
        "scf.yield"() : () -> () loc(#loc18)
      }) : (index, index, index) -> () loc(#loc18)
      "scf.yield"() : () -> () loc(#loc16)
    }) : (index, index, index) -> () loc(#loc16)
    "scf.forall"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, staticLowerBound = array<i64: 0, -9223372036854775808>, staticStep = array<i64: 4, 2>, staticUpperBound = array<i64: 16, -9223372036854775808>}> ({
    ^bb0(%arg6: index loc("input.mlir":30:15), %arg7: index loc("input.mlir":30:19)):
      %9 = "affine.min"(%arg6) <{map = #map10}> : (index) -> index loc(#loc31)
      %10 = "affine.max"(%arg7, %arg0) <{map = #map11}> : (index, index) -> index loc(#loc32)
      "test.use"(%9, %10) : (index, index) -> () loc(#loc33)
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> () loc(#loc28)
    }) : (index, index) -> () loc(#loc28)
    "scf.parallel"(%0, %arg2, %1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%arg5: index loc("input.mlir":35:17)):
      %8 = "affine.min"(%arg5, %arg2) <{map = #map}> : (index, index) -> index loc(#loc36)
      "test.use"(%8) : (index) -> () loc(#loc37)
      "scf.reduce"() : () -> () loc(#loc34)
    }) : (index, index, index) -> () loc(#loc34)
    "scf.for"(%1, %2, %1) ({
    ^bb0(%arg4: index loc("input.mlir":40:11)):
      %6 = "affine.min"(%arg4) <{map = #map12}> : (index) -> index loc(#loc40)
      %7 = "affine.min"(%arg4) <{map = #map13}> : (index) -> index loc(#loc41)
      "test.use"(%6, %7) : (index, index) -> () loc(#loc42)
      "scf.yield"() : () -> () loc(#loc38)
    }) : (index, index, index) -> () loc(#loc38)
    "scf.for"(%4, %1, %1) ({
    ^bb0(%arg3: index loc("input.mlir":46:11)):
      %5 = "affine.min"(%arg3) <{map = #map12}> : (index) -> index loc(#loc45)
      "test.use"(%5) : (index) -> () loc(#loc46)
      "scf.yield"() : () -> () loc(#loc43)
    }) : (index, index, index) -> () loc(#loc43)
    "func.return"() : () -> () loc(#loc47)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":6:1)
#loc5 = loc("input.mlir":7:9)
#loc6 = loc("input.mlir":8:9)
#loc7 = loc("input.mlir":9:9)
#loc8 = loc("input.mlir":10:9)
#loc9 = loc("input.mlir":11:10)
#loc10 = loc("input.mlir":12:3)
#loc12 = loc("input.mlir":13:10)
#loc13 = loc("input.mlir":14:10)
#loc14 = loc("input.mlir":15:10)
#loc15 = loc("input.mlir":16:5)
#loc16 = loc("input.mlir":18:3)
#loc18 = loc("input.mlir":19:5)
#loc20 = loc("input.mlir":20:12)
#loc21 = loc("input.mlir":21:12)
#loc22 = loc("input.mlir":22:12)
#loc23 = loc("input.mlir":23:12)
#loc24 = loc("input.mlir":24:12)
#loc25 = loc("input.mlir":25:12)
#loc26 = loc("input.mlir":26:12)
#loc27 = loc("input.mlir":27:7)
#loc28 = loc("input.mlir":30:3)
#loc31 = loc("input.mlir":31:10)
#loc32 = loc("input.mlir":32:10)
#loc33 = loc("input.mlir":33:5)
#loc34 = loc("input.mlir":35:3)
#loc36 = loc("input.mlir":36:10)
#loc37 = loc("input.mlir":37:5)
#loc38 = loc("input.mlir":40:3)
#loc40 = loc("input.mlir":41:10)
#loc41 = loc("input.mlir":42:10)
#loc42 = loc("input.mlir":43:5)
#loc43 = loc("input.mlir":46:3)
#loc45 = loc("input.mlir":47:10)
#loc46 = loc("input.mlir":48:5)
#loc47 = loc("input.mlir":50:3)

