
// Blocks holding regions are not merged.
func.func @with_regions(%c: i1) {
  "foo.cond_br"() [^bb1, ^bb2] : () -> ()
^bb1:
  "foo.region"() ({
    "foo.inner"() : () -> ()
  }) : () -> ()
  return
^bb2:
  "foo.region"() ({
    "foo.inner"() : () -> ()
  }) : () -> ()
  return
}

