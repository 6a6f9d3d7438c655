module {
  "t.region"() ({
  ^bb0(%arg0: i32, %arg1: f32):
    "t.use"(%arg0, %arg1) : (i32, f32) -> ()
  }) : () -> ()
}

