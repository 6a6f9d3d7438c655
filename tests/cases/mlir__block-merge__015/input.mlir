
// Merging repeats until nothing merges; nested regions too.
func.func @repeat(%c: i1, %a: i32) {
  "foo.region"() ({
    "foo.br3"() [^bb1, ^bb2, ^bb3] : () -> ()
  ^bb1:
    "foo.op"(%a) : (i32) -> ()
    "foo.br"() [^bb4] : () -> ()
  ^bb2:
    "foo.op"(%a) : (i32) -> ()
    "foo.br"() [^bb5] : () -> ()
  ^bb3:
    "foo.op"(%a) : (i32) -> ()
    "foo.br"() [^bb5] : () -> ()
  ^bb4:
    "foo.end"() : () -> ()
  ^bb5:
    "foo.end"() : () -> ()
  }) : () -> ()
  return
}

