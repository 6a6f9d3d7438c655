#map = affine_map<(d0, d1) -> (d0 + d1, d1 + 16)>
#map1 = affine_map<(d0)[s0, s1] -> (d0 + s0, s1 - 100, s0 - 1)>
#map2 = affine_map<(d0, d1) -> (d0 - d1, 100)>
#map3 = affine_map<(d0) -> (d0, 16)>
#map4 = affine_map<(d0)[s0] -> (d0 + s0, s0 + 12)>
#map5 = affine_map<(d0, d1) -> (d0 + d1, d1 - 1)>
"builtin.module"() ({
  "func.func"() <{function_type = (index, index) -> (), sym_name = "operands"}> ({
  ^bb0(%arg0: index, %arg1: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3 = "arith.constant"() <{value = 16 : index}> : () -> index
    "scf.for"(%0, %3, %2) ({
    ^bb0(%arg2: index):
      %4 = "affine.min"(%arg2, %arg0) <{map = #map}> : (index, index) -> index
      %5 = "affine.max"(%arg2, %arg0, %arg0) <{map = #map1}> : (index, index, index) -> index
      "scf.for"(%arg2, %3, %2) ({
      ^bb0(%arg3: index):
        %9 = "affine.min"(%arg3, %arg2) <{map = #map2}> : (index, index) -> index
        %10 = "affine.min"(%arg3) <{map = #map3}> : (index) -> index
        "test.use"(%9, %10) : (index, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      %6 = "arith.addi"(%arg0, %1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %7 = "affine.min"(%arg2, %6) <{map = #map4}> : (index, index) -> index
      %8 = "affine.max"(%arg2, %arg1) <{map = #map5}> : (index, index) -> index
      "test.use"(%4, %5, %7, %8) : (index, index, index, index) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

