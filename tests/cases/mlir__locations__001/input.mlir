
"t.region"() ({
^bb0(%a: i32 loc("arg"), %b: f32):
  "t.use"(%a, %b) : (i32, f32) -> () loc(fused<#t.meta>["x", "y"])
}) : () -> ()
