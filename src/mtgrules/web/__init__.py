"""``mtgrules serve``: play against the computer in the browser (issue 12).

:mod:`mtgrules.web.session` and :mod:`mtgrules.web.board` are plain Python (the games and the
JSON the page reads); :mod:`mtgrules.web.app` (Starlette) and the server (uvicorn) come with
the optional extra ``pip install 'mtgrules[web]'``; the engine never imports them.
"""
