
#a0 = affine_map<(d0) -> (d0)>
#a1 = [1, 2]
"t.aliases"() {x = #a0, y = #a1, z = #a0} : () -> ()
